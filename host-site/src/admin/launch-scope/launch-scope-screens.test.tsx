// The launch selector on a staff screen: the current launch by default, another chosen by its
// address, and the screen's API reads naming the chosen launch's id.
import type { DebriefingEventSummary } from '@funil/core/debriefing';
import { FIRST_LAUNCH, LAUNCHES, MARCH_LAUNCH } from '@funil/testkit/fixtures/launch-summaries';
import { json, renderAdmin } from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DebriefingPage from '../debriefing/debriefing-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (launch: typeof FIRST_LAUNCH, title: string): DebriefingEventSummary => ({
  id: `${launch.id.slice(0, 30)}aaaaaa`,
  slug: `call-${launch.slug}`,
  title,
  startsAt: launch.freeCallStartsAt,
  endsAt: launch.freeCallStartsAt,
  location: 'Zoom',
  isActive: true,
  registrations: launch === FIRST_LAUNCH ? 4 : 1,
  messagesSent: launch === FIRST_LAUNCH ? 3 : 0,
  launchId: launch.id,
  launchName: launch.name,
});

/** The server's answers by URL; records what was asked. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url === '/api/admin/launches') return json(200, { launches: LAUNCHES });
      const launch = new URL(url, 'http://x').searchParams.get('launch');
      if (url.startsWith('/api/admin/debriefing/events?')) {
        const owner = launch === FIRST_LAUNCH.id ? FIRST_LAUNCH : MARCH_LAUNCH;
        return json(200, { events: [event(owner, `Call de ${owner.name}`)] });
      }
      const owner = url.includes(FIRST_LAUNCH.id.slice(0, 30)) ? FIRST_LAUNCH : MARCH_LAUNCH;
      return json(200, {
        event: event(owner, `Call de ${owner.name}`),
        templates: [],
        registrations: [],
        total: 0,
        page: 1,
        pageSize: 100,
      });
    }),
  );
  return asked;
}

describe('the launch selector on the debriefing', () => {
  it('reads the current launch by default and names it in the header', async () => {
    const asked = stubServer();
    renderAdmin(<DebriefingPage />, { path: '/admin/debriefing' });
    const row = (await screen.findByRole('rowheader', { name: /Call de Lançamento Março/ })).closest('tr');
    expect(within(row as HTMLElement).getByRole('cell', { name: 'Lançamento Março' })).toBeTruthy();
    expect(screen.getByText('Números do lançamento', { exact: false }).textContent).toBe(
      'Números do lançamento Lançamento Março (atual)',
    );
    const select = screen.getByLabelText('Lançamento') as HTMLSelectElement;
    expect(select.value).toBe(MARCH_LAUNCH.slug);
    // Drafts have no people: not offered, and the screen says so.
    expect(screen.getByText('Rascunhos não aparecem: ainda não têm inscritos.')).toBeTruthy();
    expect([...select.options].map((option) => option.text)).toEqual([
      'Lançamento Março · atual',
      'IA na Prática · esgotado',
    ]);
    expect(asked.slice(0, 2)).toEqual([
      '/api/admin/launches',
      `/api/admin/debriefing/events?launch=${MARCH_LAUNCH.id}`,
    ]);
  });

  it('reads the launch the address names, and another when staff choose it', async () => {
    const asked = stubServer();
    renderAdmin(<DebriefingPage />, { path: '/admin/debriefing?lancamento=ia-na-pratica' });
    expect(await screen.findByRole('rowheader', { name: /Call de IA na Prática/ })).toBeTruthy();
    expect(asked).toContain(`/api/admin/debriefing/events?launch=${FIRST_LAUNCH.id}`);

    fireEvent.change(screen.getByLabelText('Lançamento'), { target: { value: MARCH_LAUNCH.slug } });
    expect(await screen.findByRole('rowheader', { name: /Call de Lançamento Março/ })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /Call de IA na Prática/ })).toBeNull();
    expect(asked).toContain(`/api/admin/debriefing/events?launch=${MARCH_LAUNCH.id}`);
  });

  it('says when the address names no launch that can be read, and shows the current one', async () => {
    stubServer();
    renderAdmin(<DebriefingPage />, { path: '/admin/debriefing?lancamento=lancamento-maio' });
    expect(await screen.findByRole('rowheader', { name: /Call de Lançamento Março/ })).toBeTruthy();
    expect(
      screen.getByText('Nenhum lançamento publicado tem o endereço «lancamento-maio»: mostrando o atual.'),
    ).toBeTruthy();
  });
});
