import { describe, expect, it } from 'vitest';
import { isModalBlockedRoute } from './widget-routes.ts';

describe('isModalBlockedRoute', () => {
  it.each([
    '/obrigado',
    '/obrigado/',
    '/direto',
    '/sala-de-espera',
    '/sala-de-espera/lead-1',
    '/proposta',
    '/proposta/lead-1',
    '/materialcomplementar',
    '/mentoria-obrigado',
    '/Obrigado',
  ])('blocks %s', (path) => {
    expect(isModalBlockedRoute(path)).toBe(true);
  });

  it.each(['/', '/mentoria', '/remarketing', '/parceiro/x', '/obrigado-x', '/whats', '/ianapratica'])(
    'allows %s',
    (path) => {
      expect(isModalBlockedRoute(path)).toBe(false);
    },
  );
});
