import { actAsOwnSite, actAsPartnerPage } from '@funil/testkit/widgets/test-partner-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureCouponFromLocation, forgetCoupon, rememberCoupon, rememberedCoupon } from './coupon-link.ts';

afterEach(() => {
  actAsOwnSite();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('coupon links', () => {
  it('applies ?cupom= from the address and keeps it for the session after the page changes', () => {
    history.replaceState(null, '', '/ianapratica?cupom=lancamento10&utm_source=ig');
    expect(rememberedCoupon()).toBe('LANCAMENTO10');
    history.replaceState(null, '', '/obrigado');
    expect(rememberedCoupon()).toBe('LANCAMENTO10');
    expect(sessionStorage.getItem('funil:coupon')).toBe('LANCAMENTO10');
  });

  it('ignores text no coupon could have, and keeps the one remembered', () => {
    rememberCoupon('BLACK-50');
    expect(captureCouponFromLocation('https://funil.example/?cupom=%3Cscript%3E')).toBeNull();
    expect(rememberedCoupon()).toBe('BLACK-50');
    forgetCoupon();
    expect(rememberedCoupon()).toBeNull();
  });

  it('a newer link replaces the remembered coupon', () => {
    rememberCoupon('PRIMEIRO');
    history.replaceState(null, '', '/?cupom=SEGUNDO');
    expect(rememberedCoupon()).toBe('SEGUNDO');
  });

  it('on a partner page it leaves the partner’s own keys alone', () => {
    actAsPartnerPage();
    sessionStorage.setItem('coupon', 'DO-PARCEIRO');
    captureCouponFromLocation('https://parceira.example/oferta?cupom=LANCAMENTO10');
    expect(sessionStorage.getItem('coupon')).toBe('DO-PARCEIRO');
    expect(rememberedCoupon()).toBe('LANCAMENTO10');
  });

  it('keeps working when storage is off (a sandboxed frame)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(captureCouponFromLocation('https://funil.example/?cupom=LANCAMENTO10')).toBe('LANCAMENTO10');
    history.replaceState(null, '', '/sem-cupom');
    expect(rememberedCoupon()).toBeNull();
  });
});
