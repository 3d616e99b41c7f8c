// The main staff screens in their four states — loading, failure with a retry, nothing yet, data —
// and their saves confirmed by the toast, against the answers the admin API gives.
import type { HotLead } from '@funil/core/admin-leads';
import type { AdminPartner } from '@funil/core/partner-admin';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import { LAUNCHES, MARCH_LAUNCH } from '@funil/testkit/fixtures/launch-summaries';
import { failure, fetchedUrls, json, renderAdmin, stubFetch } from '@funil/testkit/host-site/render-admin';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DebriefingPage from './debriefing/debriefing-page.tsx';
import HotLeadsPage from './leads/hot-leads-page.tsx';
import PartnersPage from './partners/partners-page.tsx';
import CadencesPage from './whatsapp/cadences-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOT_LEAD: HotLead = {
  id: '0b6f9c1e-3a2d-4e8f-9b7c-1d2e3f4a5b6c',
  name: 'Beatriz Lima',
  phone: '+5511987654321',
  instagram: 'bia.lima',
  region: 'SP',
  last_visit: '2026-11-20T14:00:00.000Z',
  score: 82,
  parts: [{ signal: 'visits', label: 'Visitas', points: 30 }],
  optedOut: false,
  whatsappUrl: 'https://wa.me/5511987654321',
};

const PARTNER: AdminPartner = {
  id: '5d1f7a2b-8c3e-4f9a-b0d1-2e3f4a5b6c7d',
  code: 'ana',
  name: 'Ana Parceira',
  isActive: true,
  siteOrigin: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  leads: 3,
  sales: 1,
  grossRevenue: 99_700,
  netRevenue: 99_700,
  lastTouchLeads: 3,
  lastTouchSales: 1,
  lastTouchGrossRevenue: 99_700,
  commissionPercent: null,
  offerCommissions: [],
  asaasWalletId: null,
  commissions: {
    pending: { count: 1, amountCents: 9_970 },
    released: { count: 0, amountCents: 0 },
    cancelled: { count: 0, amountCents: 0 },
    reversed: { count: 0, amountCents: 0 },
  },
  landingUrl: 'https://funil.test/parceiro/ana',
  snippet: '<script src="https://funil.test/embed.js" data-partner="ana"></script>',
};

const CADENCE: CadenceSummary = {
  id: '7e2a4c6b-1d3f-4a5b-8c9d-0e1f2a3b4c5d',
  name: 'Boas-vindas',
  trigger: 'lead_captured',
  status: 'active',
  steps: [{ delay_minutes: 0, text: 'Oi, {{primeiro_nome}}!' }],
  stopOnPurchase: true,
  stopOnReply: true,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  messagesSent: 12,
  lastSentAt: '2026-11-20T14:00:00.000Z',
  messagesQueued: 0,
  nextQueuedAt: null,
};

describe('hot leads', () => {
  // The launches list comes first: the screen reads the chosen launch's leads (the current one).
  const launches = () => json(200, { launches: LAUNCHES });

  it('says it is loading, then lists the current launch’s leads by score', async () => {
    const fetchMock = stubFetch(launches(), json(200, { items: [HOT_LEAD] }));
    renderAdmin(<HotLeadsPage />);
    expect(await screen.findByText('Carregando leads quentes...')).toBeTruthy();

    const row = (await screen.findByRole('link', { name: 'Beatriz Lima' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('82')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Visitas: +30')).toBeTruthy();
    expect(screen.queryByText('Carregando leads quentes...')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/admin/launches',
      `/api/admin/hot-leads?limit=50&launch=${MARCH_LAUNCH.id}`,
    ]);
  });

  it('explains an empty list', async () => {
    stubFetch(launches(), json(200, { items: [] }));
    renderAdmin(<HotLeadsPage />);
    expect(await screen.findByText(/Nenhum lead engajado ainda/)).toBeTruthy();
  });

  it('shows the server’s message with a retry that asks again', async () => {
    const fetchMock = stubFetch(
      launches(),
      failure(403, 'forbidden', 'Você não tem permissão para esta área.'),
      json(200, { items: [HOT_LEAD] }),
    );
    renderAdmin(<HotLeadsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Você não tem permissão para esta área.');

    act(() => within(alert).getByRole('button', { name: 'Tentar de novo' }).click());
    expect(await screen.findByRole('link', { name: 'Beatriz Lima' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks again on its own when the server fails, before showing the failure', async () => {
    const fetchMock = stubFetch(
      launches(),
      failure(502, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
      new TypeError('Failed to fetch'),
      json(200, { items: [HOT_LEAD] }),
    );
    renderAdmin(<HotLeadsPage />);
    expect(await screen.findByRole('link', { name: 'Beatriz Lima' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('partners', () => {
  it('says when there is none yet', async () => {
    stubFetch(json(200, { partners: [] }));
    renderAdmin(<PartnersPage />);
    expect(await screen.findByText('Nenhum parceiro cadastrado ainda.')).toBeTruthy();
  });

  it('creates a partner: it joins the list and the toast confirms it', async () => {
    const created: AdminPartner = { ...PARTNER, id: crypto.randomUUID(), code: 'bruno', name: 'Bruno' };
    const fetchMock = stubFetch(
      json(200, { partners: [PARTNER] }),
      json(200, { link: { since: null } }),
      json(201, { partner: created }),
    );
    renderAdmin(<PartnersPage />);
    expect(await screen.findByRole('heading', { name: /Ana Parceira/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'bruno' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Bruno' } });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Criar parceiro' }).closest('form') as HTMLFormElement,
    );

    const toast = await screen.findByText('Parceiro Bruno criado.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(toast.className).toBe('admin-toast');
    expect(screen.getByRole('heading', { name: /Bruno/ })).toBeTruthy();
    expect(fetchMock.mock.calls[2]).toEqual([
      '/api/admin/partners',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: 'bruno', name: 'Bruno' }) }),
    ]);
  });

  it("sets the partner's commission and wallet, and shows its commissions by state", async () => {
    const wallet = '0b763922-aa88-4cbe-a567-e3fe8511fa06';
    const changed: AdminPartner = {
      ...PARTNER,
      commissionPercent: 12.5,
      asaasWalletId: wallet,
      offerCommissions: [{ offerCode: 'mentoria', fixedCents: 100_00 }],
    };
    const fetchMock = stubFetch(json(200, { partners: [PARTNER] }), json(200, { partner: changed }));
    renderAdmin(<PartnersPage />);
    const pending = await screen.findByTestId('partner-ana-commission-pending');
    expect(pending.textContent).toContain('Comissões pendentes');
    expect(pending.textContent?.replace(/\s/g, ' ')).toContain('1 · R$ 99,70');

    fireEvent.click(screen.getByRole('button', { name: /Alterar comissão/ }));
    fireEvent.change(screen.getByLabelText('Comissão (%)'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Carteira Asaas (walletId)'), { target: { value: wallet } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar comissão fixa' }));
    fireEvent.change(screen.getByLabelText('Código da oferta'), { target: { value: 'mentoria' } });
    fireEvent.change(screen.getByLabelText('Valor (R$)'), { target: { value: '100,00' } });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Salvar comissão' }).closest('form') as HTMLFormElement,
    );

    expect(await screen.findByText(wallet)).toBeTruthy();
    expect(screen.getByText('12,5 %')).toBeTruthy();
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/admin/partners/ana',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({
          commissionPercent: 12.5,
          asaasWalletId: wallet,
          offerCommissions: [{ offerCode: 'mentoria', fixedCents: 100_00 }],
        }),
      }),
    ]);
  });

  it('keeps the form’s refusal beside the form, with no toast', async () => {
    stubFetch(
      json(200, { partners: [] }),
      failure(409, 'partner_code_taken', 'Já existe um parceiro com este código.'),
    );
    renderAdmin(<PartnersPage />);
    await screen.findByText('Nenhum parceiro cadastrado ainda.');
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Criar parceiro' }).closest('form') as HTMLFormElement,
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Já existe um parceiro com este código.',
    );
    expect(screen.getAllByRole('status').every((region) => region.textContent === '')).toBe(true);
  });
});

describe('WhatsApp cadences', () => {
  it('says when there is none yet', async () => {
    stubFetch(json(200, { cadences: [] }));
    renderAdmin(<CadencesPage />);
    expect(screen.getByText('Carregando cadências...')).toBeTruthy();
    expect(await screen.findByText('Nenhuma cadência criada ainda.')).toBeTruthy();
  });

  it('pauses a cadence and shows the status the server answered', async () => {
    const fetchMock = stubFetch(
      json(200, { cadences: [CADENCE] }),
      json(200, { cadence: { ...CADENCE, status: 'paused' } }),
    );
    renderAdmin(<CadencesPage />);
    const row = (await screen.findByText('Boas-vindas')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ativa')).toBeTruthy();

    act(() =>
      within(row)
        .getByRole('button', { name: /Pausar/ })
        .click(),
    );
    expect(await within(row).findByText('Pausada')).toBeTruthy();
    expect(fetchedUrls(fetchMock)[1]).toBe(`/api/admin/whatsapp/cadences/${CADENCE.id}/pause`);
  });
});

describe('debriefing', () => {
  it('says when the launch has no event', async () => {
    stubFetch(json(200, { launches: [] }), json(200, { events: [] }));
    renderAdmin(<DebriefingPage />);
    expect(await screen.findByText('Nenhum evento neste lançamento.')).toBeTruthy();
  });
});
