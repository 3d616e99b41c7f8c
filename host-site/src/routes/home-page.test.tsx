import {
  DEFAULT_LAUNCH_SETTINGS,
  type LaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';
import { EMPTY_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import { primeLaunchSettings } from '@funil/widgets/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from './home-page.tsx';

/** '/' as a launch with these texts (and this phase) shows it, the settings already read. */
function renderHome(texts: Partial<LaunchSettings['texts']>, state: LaunchSettings['state'] = 'sold_out') {
  const settings: LaunchSettings = {
    ...DEFAULT_LAUNCH_SETTINGS,
    state,
    texts: { ...EMPTY_LAUNCH_TEXTS, ...texts },
  };
  primeLaunchSettings('', publicLaunchSettings(settings));
  return render(
    <MemoryRouter initialEntries={['/']}>
      <HomePage />
    </MemoryRouter>,
  );
}

const home = (changes: Partial<LaunchSettings['texts']['home']>) => ({
  home: { ...EMPTY_LAUNCH_TEXTS.home, ...changes },
});

// Each case hands over its own settings (primeLaunchSettings replaces the last ones).
afterEach(cleanup);

describe("'/' says the launch's own words", () => {
  it("shows the template's words, with the launch's values, where staff wrote nothing", () => {
    renderHome({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vagas esgotadas');
    expect(screen.getByText(/^Todas as vagas da/).textContent).toBe(
      'Todas as vagas da Imersão IA na Prática foram preenchidas. Foi um dia inteiro, online e ao vivo, das 09:00 às 17:00, colocando a inteligência artificial para trabalhar de verdade em negócios como o seu.',
    );
    expect(screen.getByRole('button', { name: 'Entrar na lista de espera' })).toBeTruthy();
  });

  it('shows a headline staff changed, and falls back to the template for a text left empty', () => {
    renderHome(
      home({
        soldOutHeadline: 'A turma de {data_imersao} **lotou**',
        soldOutLead: null,
        waitlistCta: '   ',
      }),
    );
    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline.textContent).toBe('A turma de 26 de abril de 2025 lotou');
    expect(headline.querySelector('strong')?.textContent).toBe('lotou');
    expect(screen.getByText(/^Todas as vagas da Imersão IA na Prática foram preenchidas/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar na lista de espera' })).toBeTruthy();
  });

  it('follows the phase: the free call sign-up with its own words', () => {
    renderHome(
      home({ capturingHeadline: 'Live gratuita: IA no seu negócio', capturingCta: 'Quero participar' }),
      'capturing',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live gratuita: IA no seu negócio');
    expect(screen.getByRole('button', { name: 'Quero participar' })).toBeTruthy();
    expect(screen.getByText(/^No dia 11\/06 às 20:00 \(horário de Brasília\)/)).toBeTruthy();
    expect(document.title).toBe('Live gratuita: IA no seu negócio — 11/06 às 20:00');
  });

  it('escapes what staff typed: HTML is text, and only https or mailto addresses become links', () => {
    const { container } = renderHome(
      home({
        soldOutHeadline: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
        soldOutWaitlistText:
          'Fale com [a equipe](https://wa.me/5511912345678), [escreva](mailto:oi@funil.example) ou [clique](javascript:alert(3)).\nAté já!',
      }),
    );
    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(container.querySelector('img, script')).toBeNull();
    const links = [...container.querySelectorAll('.waitlist a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['https://wa.me/5511912345678', 'mailto:oi@funil.example']);
    expect(screen.getByRole('link', { name: /a equipe/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/\[clique\]\(javascript:alert\(3\)\)\./)).toBeTruthy();
    expect(container.querySelector('.waitlist br')).not.toBeNull();
  });
});
