import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildExitCheckoutUrl,
  formatCountdown,
  isExitIntentSuppressed,
  markShown,
  wasShownThisSession,
} from './exit-rules.ts';

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('isExitIntentSuppressed', () => {
  it('suppresses the listed routes, their prefixed variants and /remarketing', () => {
    for (const path of [
      '/obrigado',
      '/direto/',
      '/sala-de-espera',
      '/sala-de-espera/abc',
      '/proposta',
      '/proposta/abc',
      '/materialcomplementar',
      '/mentoria-obrigado',
      '/remarketing',
    ]) {
      expect(isExitIntentSuppressed(path), path).toBe(true);
    }
  });

  it('allows other routes', () => {
    for (const path of ['/', '/ianapratica', '/obrigado-extra', '/mentoria', '/debriefing-sala-de-espera']) {
      expect(isExitIntentSuppressed(path), path).toBe(false);
    }
  });

  it('suppresses any page holding an element marked data-exit-intent-disabled', () => {
    document.body.innerHTML = '<section data-exit-intent-disabled></section>';
    expect(isExitIntentSuppressed('/ianapratica')).toBe(true);
  });

  describe('on a partner page', () => {
    const PARTNER_PAGE = Symbol.for('funil.partnerPage');
    beforeEach(() => Object.assign(globalThis, { [PARTNER_PAGE]: true }));
    afterEach(() => Object.assign(globalThis, { [PARTNER_PAGE]: false }));

    it('leaves Funil’s routes to the partner: its /obrigado and /proposta are ordinary pages', () => {
      for (const path of ['/obrigado', '/proposta/abc', '/remarketing', '/admin']) {
        expect(isExitIntentSuppressed(path), path).toBe(false);
      }
    });

    it('still obeys the partner’s own data-exit-intent-disabled', () => {
      document.body.innerHTML = '<div data-exit-intent-disabled></div>';
      expect(isExitIntentSuppressed('/obrigado')).toBe(true);
    });
  });
});

describe('once per session', () => {
  it('marks the session and the last-shown time', () => {
    expect(wasShownThisSession()).toBe(false);
    markShown(1_700_000_000_000);
    expect(wasShownThisSession()).toBe(true);
    expect(sessionStorage.getItem('exitModalShownInSession')).toBe('true');
    expect(localStorage.getItem('exitModalLastShown')).toBe('1700000000000');
  });
});

describe('buildExitCheckoutUrl', () => {
  it('carries currency, split, ref, nome, celular without 55 and source', () => {
    const url = new URL(
      buildExitCheckoutUrl(
        'https://pay.example/checkout?x=1',
        {
          leadId: 'lead-1',
          name: 'Ana Lima',
          whatsapp: '5511987654321',
        },
        12,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://pay.example/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      currency: 'BRL',
      split: '12',
      ref: 'lead-1',
      nome: 'Ana Lima',
      celular: '11987654321',
      source: 'exit_popup',
    });
  });

  it('leaves split out when the launch settings could not be read, rather than guess', () => {
    const url = new URL(buildExitCheckoutUrl('https://pay.example/c', {}, undefined));
    expect(url.searchParams.has('split')).toBe(false);
    expect(url.searchParams.get('currency')).toBe('BRL');
  });

  it('keeps a short number whose area code is 55, and omits what is unknown', () => {
    const url = new URL(buildExitCheckoutUrl('https://pay.example/c', { whatsapp: '55999887766' }, 10));
    expect(url.searchParams.get('split')).toBe('10');
    expect(url.searchParams.get('celular')).toBe('55999887766');
    expect(url.searchParams.has('ref')).toBe(false);
    expect(url.searchParams.has('nome')).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('puts the hours in front from one hour on', () => {
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3_600)).toBe('01:00:00');
  });
});
