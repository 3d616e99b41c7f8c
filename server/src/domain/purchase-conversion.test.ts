// The server's Purchase: our amount, the purchase's own event id, hashed buyer, honest action_source.
import { describe, expect, it } from 'vitest';
import { sha256 } from './conversions-user-data.ts';
import type { StoredCheckout } from './ports/checkouts.ts';
import { purchaseConversion, purchaseEventId } from './purchase-conversion.ts';

const CHECKOUT: StoredCheckout = {
  id: '7b0e1c52-2f7a-4c59-9a51-3c3e1e0c2d11',
  lead_id: 'lead-1',
  offer_code: 'ia-na-pratica',
  offer_name: 'IA NA PRÁTICA',
  method: 'pix',
  amount_cents: 179_700,
  currency: 'BRL',
  max_installments: 1,
  provider_checkout_id: 'sbx_1',
  link: null,
  status: 'paid',
  refunded_cents: 0,
};
const AT = new Date('2026-11-23T12:00:00Z');
const BUYER = { id: 'Lead-1', name: '  José  da Silva ', email: 'Jose@Example.com', phone: '5511987654321' };

describe('purchaseConversion', () => {
  it('reports the checkout amount in reais with the purchase-derived event id', () => {
    const event = purchaseConversion({
      checkout: CHECKOUT,
      transactionId: 'pay_1',
      buyer: BUYER,
      browser: undefined,
      at: AT,
    });
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_time: Math.floor(AT.getTime() / 1000),
      event_id: purchaseEventId(CHECKOUT.id),
      custom_data: { value: 1797, currency: 'BRL', transaction_id: 'pay_1', order_id: CHECKOUT.id },
    });
    expect(purchaseEventId(CHECKOUT.id)).toBe(`Purchase_${CHECKOUT.id}`);
    expect(event.user_data).toEqual({
      em: sha256('jose@example.com'),
      ph: sha256('5511987654321'),
      fn: sha256('josé'),
      ln: sha256('da silva'),
      external_id: sha256('lead-1'),
    });
  });

  it('is a website event only with the page and the browser it came from', () => {
    const browser = {
      event_source_url: 'https://funil.example/ianapratica',
      client_user_agent: 'Mozilla/5.0',
      client_ip_address: '203.0.113.1',
      fbp: 'fb.1.1.2',
    };
    const web = purchaseConversion({ checkout: CHECKOUT, transactionId: 't', buyer: BUYER, browser, at: AT });
    expect(web).toMatchObject({ action_source: 'website', event_source_url: browser.event_source_url });
    expect(web.user_data).toMatchObject({
      client_user_agent: 'Mozilla/5.0',
      client_ip_address: '203.0.113.1',
      fbp: 'fb.1.1.2',
    });

    const { client_user_agent: _, ...noAgent } = browser;
    const blind = purchaseConversion({
      checkout: CHECKOUT,
      transactionId: 't',
      buyer: BUYER,
      browser: noAgent,
      at: AT,
    });
    expect(blind.action_source).toBe('system_generated');
    expect(blind).not.toHaveProperty('event_source_url');
  });
});
