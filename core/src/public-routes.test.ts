import { describe, expect, it } from 'vitest';
import { demoNameOf, isKnownPagePath, PUBLIC_ROUTES, routerPath } from './public-routes.ts';

const LEAD = '6f1c2d3e-0000-4000-8000-000000000000';

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/vagas-esgotadas',
    '/obrigado?lead=abc',
    '/Politica-de-Privacidade/',
    '/ianapratica',
    `/ianapratica/${LEAD}#investimento`,
    `/sala-de-espera/${LEAD}`,
    `/proposta/${LEAD.toUpperCase()}`,
    `/mentoria/${LEAD}`,
    '/debriefing',
    '/debriefing/imersao-ia-na-pratica',
    `/debriefing/${LEAD}`,
    '/parceiro/Loja_Da-Ana.1',
    '/demo-imersao',
    '/demo-varejo',
    '/pagamento/sucesso',
    `/diagnostico/${LEAD}`,
    `/diagnostico-simples/${LEAD}`,
    '/admin',
    '/admin/qualquer-coisa',
    '/predictions',
  ])('knows %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it.each([
    '/pagina-que-nao-existe',
    '/demo-desconhecida',
    '/demo-',
    '/index.html',
    '/sala-de-espera/nao-e-um-lead',
    `/sala-de-espera/${LEAD}/extra`,
    '/debriefing/evento-que-nao-existe',
    '/parceiro',
    '/parceiro/com espaço',
    '/diagnostico',
    '/obrigado/extra',
    '/pagamento',
    '/%E0%A4%A',
  ])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});

describe('routerPath', () => {
  it('writes the patterns React Router nests', () => {
    expect(routerPath(PUBLIC_ROUTES.home)).toBe('');
    expect(routerPath(PUBLIC_ROUTES.program)).toBe('ianapratica/:leadId?');
    expect(routerPath(PUBLIC_ROUTES.partner)).toBe('parceiro/:codigoParceiro');
  });
});

describe('demoNameOf', () => {
  it('reads the demo a path names, whatever its case', () => {
    expect(demoNameOf('/Demo-Clinicas/')).toBe('clinicas');
    expect(demoNameOf('/demo-nenhuma')).toBeUndefined();
  });
});
