import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import {
  ADMIN,
  failure,
  fetchedUrls,
  json,
  renderAdmin,
  stubFetch,
} from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LaunchSettingsPage from './launch-settings-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CURRENT = { settings: DEFAULT_LAUNCH_SETTINGS, updatedAt: null, missing: [] };
const NO_CHANGES = { changes: [] };
const save = () =>
  fireEvent.submit(
    screen.getByRole('button', { name: 'Salvar configurações' }).closest('form') as HTMLFormElement,
  );

describe('launch settings', () => {
  it('saves: the toast confirms it, and the values and history are read again', async () => {
    const fetchMock = stubFetch(
      json(200, CURRENT),
      json(200, NO_CHANGES),
      json(200, { settings: DEFAULT_LAUNCH_SETTINGS }),
      json(200, { ...CURRENT, updatedAt: '2026-11-28T10:00:00.000Z' }),
      json(200, NO_CHANGES),
    );
    renderAdmin(<LaunchSettingsPage />);
    expect(await screen.findByText('Ainda com os valores iniciais do lançamento.')).toBeTruthy();

    save();
    expect(
      await screen.findByText(
        'Configurações salvas. As páginas e os novos checkouts já usam os novos valores.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/^Última alteração em/)).toBeTruthy();
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/admin/launch-settings',
      '/api/admin/launch-settings/audit',
      '/api/admin/launch-settings',
      '/api/admin/launch-settings',
      '/api/admin/launch-settings/audit',
    ]);
    expect(fetchMock.mock.calls[2]?.[1]).toMatchObject({ method: 'PUT' });
  });

  it('keeps a refused save beside the form, with no toast', async () => {
    stubFetch(
      json(200, CURRENT),
      json(200, NO_CHANGES),
      failure(400, 'validation_failed', 'Alguns dados estão inválidos.', {
        'freeCall.date': 'Informe uma data válida.',
      }),
    );
    renderAdmin(<LaunchSettingsPage />);
    await screen.findByText('Ainda com os valores iniciais do lançamento.');

    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nada foi salvo: corrija os campos marcados.',
    );
    expect(screen.getByText('Informe uma data válida.')).toBeTruthy();
    expect(screen.queryByText(/^Configurações salvas/)).toBeNull();
  });

  it("edits the launch's texts: the template's words as placeholder, empty meaning the template", async () => {
    const fetchMock = stubFetch(
      json(200, CURRENT),
      json(200, NO_CHANGES),
      json(200, { settings: DEFAULT_LAUNCH_SETTINGS }),
      json(200, CURRENT),
      json(200, NO_CHANGES),
    );
    renderAdmin(<LaunchSettingsPage />);
    await screen.findByText('Ainda com os valores iniciais do lançamento.');

    const modal = screen.getByRole('group', { name: 'Modal de inscrição' });
    const headline = within(modal).getByRole('textbox', { name: 'Título' }) as HTMLTextAreaElement;
    expect(headline.value).toBe('');
    expect(headline.placeholder).toBe('Como eu faturei meio milhão de reais 100% no automático com IA');
    const soldOut = screen.getByRole('group', { name: 'Fase "vagas esgotadas", imersão esgotada' });
    expect(within(soldOut).getByRole('textbox', { name: 'Título' })).toHaveProperty(
      'placeholder',
      'Vagas esgotadas',
    );
    expect(screen.getByText(/Para destacar, escreva/).textContent).toContain('[texto do link](https://…)');
    const faq = within(screen.getByRole('group', { name: 'Perguntas frequentes (/ianapratica)' }));
    expect(faq.getByText(/a primeira linha de cada item é o título/)).toBeTruthy();

    fireEvent.change(headline, { target: { value: 'Aprenda IA em **um dia**' } });
    save();
    await screen.findByText(
      'Configurações salvas. As páginas e os novos checkouts já usam os novos valores.',
    );
    const sent = JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body)) as {
      texts: Record<string, Record<string, string | null>>;
    };
    expect(sent.texts.leadModal).toEqual({ headline: 'Aprenda IA em **um dia**', freeCallLine: null });
    expect(Object.values(sent.texts.home ?? {}).every((text) => text === null)).toBe(true);
  });

  it("names a changed text in the history by its page and label, and puts the server's message under it", async () => {
    const after = {
      ...DEFAULT_LAUNCH_SETTINGS,
      texts: {
        ...DEFAULT_LAUNCH_SETTINGS.texts,
        exitPopup: { ...DEFAULT_LAUNCH_SETTINGS.texts.exitPopup, newHeadline: '{nome}, espere!' },
      },
    };
    const change = {
      id: '0b6a2c1e-5d4f-4a3b-9c8d-7e6f5a4b3c2d',
      changedAt: '2026-11-28T10:00:00.000Z',
      staffEmail: ADMIN.email,
      staffName: ADMIN.name,
      before: DEFAULT_LAUNCH_SETTINGS,
      after,
    };
    stubFetch(
      json(200, { ...CURRENT, settings: after }),
      json(200, { changes: [change] }),
      failure(400, 'validation_failed', 'Alguns dados estão inválidos.', {
        'texts.exitPopup.cta': 'Use no máximo 160 caracteres neste campo.',
      }),
    );
    renderAdmin(<LaunchSettingsPage />);
    const entry = await screen.findByText(/^Popup de saída · Título para quem chega:/);
    expect(entry.textContent).toBe(
      'Popup de saída · Título para quem chega: (texto do modelo) → {nome}, espere!',
    );
    const popup = within(screen.getByRole('group', { name: 'Popup de saída' }));
    expect(popup.getByRole('textbox', { name: 'Título para quem chega' })).toHaveProperty(
      'value',
      '{nome}, espere!',
    );

    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nada foi salvo: corrija os campos marcados.',
    );
    const cta = popup.getByRole('textbox', { name: 'Botão de compra' });
    expect(cta.getAttribute('aria-invalid')).toBe('true');
    expect(popup.getByText('Use no máximo 160 caracteres neste campo.')).toBeTruthy();
  });

  it('shows a viewer the values without a save button', async () => {
    stubFetch(json(200, CURRENT), json(200, NO_CHANGES));
    renderAdmin(<LaunchSettingsPage />, { staff: { ...ADMIN, role: 'viewer' } });
    expect(await screen.findByText('Ainda com os valores iniciais do lançamento.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('só um administrador pode alterá-las');
    expect(screen.queryByRole('button', { name: 'Salvar configurações' })).toBeNull();
  });
});
