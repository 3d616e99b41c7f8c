import { describe, expect, it } from 'vitest';
import { checkoutEndpoint, mobileDebugInfo } from './checkout-request.ts';

describe('checkoutEndpoint', () => {
  it('sends single PIX to /pix, single card to /credit-card, the rest to /multi', () => {
    expect(checkoutEndpoint({ billingTypes: ['PIX'] })).toBe('pix');
    expect(checkoutEndpoint({ billingTypes: ['CREDIT_CARD'] })).toBe('credit-card');
    expect(checkoutEndpoint({ billingTypes: ['PIX', 'CREDIT_CARD'] })).toBe('multi');
  });
});

describe('mobileDebugInfo', () => {
  it('is present only for narrow or mobile browsers', () => {
    const win = (width: number, userAgent: string) =>
      ({ innerWidth: width, innerHeight: 700, navigator: { userAgent } }) as unknown as Window;
    expect(mobileDebugInfo(win(1280, 'Mozilla/5.0 (X11; Linux x86_64)'))).toBeUndefined();
    expect(mobileDebugInfo(win(390, 'Mozilla/5.0 (iPhone)'))).toEqual({
      userAgent: 'Mozilla/5.0 (iPhone)',
      viewport: '390x700',
      isMobile: true,
    });
  });
});
