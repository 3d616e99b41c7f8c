import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import {
  ADMIN,
  failure,
  fetchedUrls,
  json,
  renderAdmin,
  stubFetch,
} from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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

  it('shows a viewer the values without a save button', async () => {
    stubFetch(json(200, CURRENT), json(200, NO_CHANGES));
    renderAdmin(<LaunchSettingsPage />, { staff: { ...ADMIN, role: 'viewer' } });
    expect(await screen.findByText('Ainda com os valores iniciais do lançamento.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('só um administrador pode alterá-las');
    expect(screen.queryByRole('button', { name: 'Salvar configurações' })).toBeNull();
  });
});
