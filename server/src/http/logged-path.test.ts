import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('keeps the ids the product makes, even when they hold long runs of digits', () => {
    for (const path of [
      '/api/leads/12345678-1234-4234-8234-123456789012',
      '/sandbox/checkout/sbx_12345678901234567890123456789012',
      '/sandbox/pix/pay_123456789012345678901234',
      '/sandbox/whatsapp/wamid.SBX12345678901234567890123456789012',
      '/api/admin/partners/parceiro-2025',
      '/debriefing/imersao-ia-na-pratica',
    ]) {
      expect(loggedPath(path), path).toBe(path);
    }
  });

  it('replaces a phone written any way, inside a segment too, and an e-mail', () => {
    expect(loggedPath('/x/5511987654321')).toBe('/x/[telefone]');
    expect(loggedPath('/x/(11)%2098765-4321')).toBe('/x/[telefone]');
    expect(loggedPath('/x/whats-11.98765.4321-ana')).toBe('/x/whats-[telefone]-ana');
    expect(loggedPath('/x/ana%40exemplo.com')).toBe('/x/[email]');
    expect(loggedPath('/x/%E0%A4%A')).toBe('/x/%E0%A4%A');
  });

  it('hides the checkout id that is a purchase’s only key', () => {
    expect(loggedPath('/api/purchases/abc/browser-event')).toBe('/api/purchases/[compra]/browser-event');
  });
});
