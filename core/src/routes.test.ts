import { describe, expect, it } from 'vitest';
import { isExitIntentSuppressed, isModalSuppressed, isStaffPath } from './routes.ts';

describe('isModalSuppressed', () => {
  it.each([
    '/obrigado',
    '/direto',
    '/sala-de-espera',
    '/sala-de-espera/6f1c2d3e-0000-4000-8000-000000000000',
    '/proposta',
    '/proposta/abc',
    '/materialcomplementar',
    '/mentoria-obrigado',
  ])('keeps the lead modal closed on %s', (path) => {
    expect(isModalSuppressed(path)).toBe(true);
  });

  it.each([
    '/',
    '/vagas-esgotadas',
    '/mentoria',
    '/mentoria/abc',
    '/ianapratica',
    '/remarketing',
    '/debriefing-sala-de-espera',
    '/propostas',
    '/obrigado-extra',
  ])('lets the lead modal open on %s', (path) => {
    expect(isModalSuppressed(path)).toBe(false);
  });

  it('ignores a trailing slash, letter case, the query and the hash', () => {
    expect(isModalSuppressed('/Obrigado/')).toBe(true);
    expect(isModalSuppressed('/proposta?lead=1#investimento')).toBe(true);
    expect(isModalSuppressed('/mentoria?next=/obrigado')).toBe(false);
  });
});

describe('isExitIntentSuppressed', () => {
  it('keeps the exit popup closed wherever the lead modal is closed', () => {
    expect(isExitIntentSuppressed('/sala-de-espera/abc', false)).toBe(true);
    expect(isExitIntentSuppressed('/mentoria-obrigado', false)).toBe(true);
  });

  it('also keeps it closed on /remarketing, where the lead modal may still open', () => {
    expect(isExitIntentSuppressed('/remarketing', false)).toBe(true);
    expect(isModalSuppressed('/remarketing')).toBe(false);
  });

  it('keeps it closed on any page holding an exit-intent-disabled element', () => {
    expect(isExitIntentSuppressed('/ianapratica', true)).toBe(true);
  });

  it('lets it open on the sales pages without the marker', () => {
    expect(isExitIntentSuppressed('/ianapratica', false)).toBe(false);
    expect(isExitIntentSuppressed('/', false)).toBe(false);
    expect(isExitIntentSuppressed('/mentoria/abc', false)).toBe(false);
  });
});

describe('isStaffPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/login',
    '/Admin/Dashboard',
    '/behavior',
    '/opportunities?x=1',
    '/predictions/abc',
  ])('is a staff page: %s, where neither overlay opens', (path) => {
    expect(isStaffPath(path)).toBe(true);
    expect(isModalSuppressed(path)).toBe(true);
    expect(isExitIntentSuppressed(path, false)).toBe(true);
  });

  it.each(['/', '/administracao', '/behaviors', '/mentoria', '/ianapratica?next=/admin'])(
    'is public: %s',
    (path) => {
      expect(isStaffPath(path)).toBe(false);
    },
  );
});
