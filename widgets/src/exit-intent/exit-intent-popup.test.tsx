import { NEW_VISITOR, type VisitorState } from '@funil/core/visitor-state';
import {
  isLaunchSettingsRequest,
  type TestLaunchTexts,
  testLaunchSettings,
} from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { publishLeadSaved } from '../lib/lead-saved-event.ts';
import { modalClosed, modalOpened } from '../lib/open-modals.ts';
import { PAYMENT_CLICK_MEMORY_MS, rememberPaymentClick } from '../lib/payment-click.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { forgetLeadCaptures } from './conversion.ts';
import { ExitIntentPopup, type ExitIntentPopupProps } from './exit-intent-popup.tsx';

function fakeTracker(state: VisitorState = NEW_VISITOR) {
  return {
    track: vi.fn(() => 'evt'),
    identify: vi.fn(),
    registerVisit: vi.fn(async () => state),
    visitorState: vi.fn(() => state),
    leadSaved: vi.fn(),
    formStarted: vi.fn(),
    markPaymentClick: vi.fn(),
    hasClickedPayment: vi.fn(() => false),
    start: vi.fn(),
    stop: vi.fn(),
  } satisfies Tracker;
}

function renderPopup(props: Partial<ExitIntentPopupProps> = {}, state?: VisitorState) {
  const openWindow = vi.fn();
  const tracker = fakeTracker(state);
  const view = render(
    <ExitIntentPopup
      checkoutUrl="https://pay.example/c"
      tracker={tracker}
      openWindow={openWindow}
      {...props}
    />,
  );
  const root = view.container
    .querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no shadow mount');
  const ui = within(root);
  return { ...view, ui, openWindow, tracker, dialog: () => ui.getByRole('dialog', { hidden: true }) };
}

const leaveTop = () =>
  act(() => {
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null, bubbles: true }));
  });

/** The Funil server: its launch settings (installments, end of sales) and its sign-up count. */
let cardInstallments = 12;
let sales: { endDate: string | null; endTime: string | null } = { endDate: null, endTime: null };
let signUpCount = 0;
/** The current batch the server quotes; undefined: the quote cannot be read (a server from before batches). */
let quotedBatch: { label: string; endsAt: string | null } | null | undefined;
const quoteRequests: URL[] = [];
let texts: TestLaunchTexts = {};
const settingsRequests: string[] = [];
const signUpRequests: URL[] = [];

const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
/** What this browser recorded of an earlier visit (lib/last-visit.ts), in an earlier session. */
const visitedBefore = (at: number) => localStorage.setItem('funil:lastVisitAt', String(at));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  cardInstallments = 12;
  sales = { endDate: null, endTime: null };
  signUpCount = 0;
  quotedBatch = undefined;
  quoteRequests.length = 0;
  texts = {};
  settingsRequests.length = 0;
  signUpRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/sign-ups/count') {
        signUpRequests.push(url);
        return Response.json({ since: url.searchParams.get('since'), count: signUpCount });
      }
      if (url.pathname === '/api/offers/quote' && quotedBatch !== undefined) {
        quoteRequests.push(url);
        const batch = quotedBatch && { id: 'b', position: 1, left: null, ...quotedBatch };
        return Response.json({
          batch,
          price: { pixCents: 49_700, cardTotalCents: 55_000, installments: 10 },
        });
      }
      if (!isLaunchSettingsRequest(request)) throw new TypeError('Failed to fetch');
      settingsRequests.push(request.url);
      return Response.json(testLaunchSettings({ program: { cardInstallments }, sales, texts }));
    }),
  );
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  history.replaceState(null, '', '/ianapratica');
});

/** What the loader sets on a page that is not on the Funil server's origin (lib/embed-context.ts). */
const PARTNER_PAGE = Symbol.for('funil.partnerPage');
const onPartnerPage = (partner: boolean) => Object.assign(globalThis, { [PARTNER_PAGE]: partner });

afterEach(() => {
  forgetLaunchSettings();
  vi.unstubAllGlobals();
  onPartnerPage(false);
  forgetLeadCaptures();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('ExitIntentPopup', () => {
  it('opens when the mouse leaves the top, with the new-visitor copy for "Amigo"', async () => {
    const { ui, dialog } = renderPopup();
    expect(dialog()).toHaveProperty('open', false);
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
    expect(
      ui.getByRole('dialog', { name: 'Amigo, antes de sair preciso te contar umas verdades...' }),
    ).toBeInTheDocument();
    // Focus starts on the offer (locked for its first 1.5 s, yet drawn as a live button).
    const cta = ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' });
    expect((cta.getRootNode() as ShadowRoot).activeElement).toBe(cta);
    expect(cta).not.toBeDisabled();
    expect(ui.getByRole('button', { name: 'Agora não' })).toBeInTheDocument();
    expect(ui.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(ui.getByRole('blockquote')).toBeInTheDocument();
  });

  it("quotes the launch's own monthly installment, as the payment modal does, never a fixed R$ 119,90", async () => {
    cardInstallments = 10;
    const { ui } = renderPopup();
    leaveTop();
    // Before the settings arrive, no amount is named at all.
    expect(ui.queryByText(/R\$/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    // 2.080,32 in 10x: R$ 208,03 a month.
    expect(ui.getByText(/já gastou R\$ 208,03 este mês/)).toBeInTheDocument();
    expect(ui.getByText(/10x de R\$ 208,03 no cartão/)).toBeInTheDocument();
    expect(ui.queryByText(/119,90/)).toBeNull();
  });

  it("says the launch's own words, unseen until the settings are read, the template's where none", async () => {
    localStorage.setItem(
      'lead',
      JSON.stringify({ name: 'Maria Silva', email: '', whatsapp: '5511987654321' }),
    );
    texts = {
      exitPopup: {
        newHeadline: '{nome}, espere: a turma fecha **hoje**',
        newBody: 'Por {parcela} ao mês você entra no {programa}. [Veja as regras](javascript:alert(1))',
        cta: '',
      },
    };
    const { ui } = renderPopup();
    leaveTop();
    const view = ui.getByRole('dialog').querySelector('.funil-exit');
    // The template's words keep the place while the launch is read: nobody sees them turn into others.
    expect(view).toHaveClass('funil-exit--pending');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view).not.toHaveClass('funil-exit--pending');
    const heading = ui.getByRole('heading', { name: 'Maria, espere: a turma fecha hoje' });
    expect(heading.querySelector('strong')?.textContent).toBe('hoje');
    expect(
      // 'R$' and the amount kept on one line (a no-break space, which the matcher reads as a space).
      ui.getByText(
        /^Por R\$ 173,36 ao mês você entra no IA NA PRÁTICA\. \[Veja as regras\]\(javascript:alert\(1\)\)$/,
      ),
    ).toBeInTheDocument();
    expect(ui.queryByRole('link')).toBeNull();
    expect(ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' })).toBeInTheDocument();
  });

  it('greets a visitor back after the real days since the last visit, with the real sign-ups since then', async () => {
    localStorage.setItem(
      'lead',
      JSON.stringify({ name: 'Maria Silva', email: '', whatsapp: '5511987654321' }),
    );
    visitedBefore(NOW - 3 * DAY);
    signUpCount = 5;
    const { ui } = renderPopup();
    leaveTop();
    expect(
      ui.getByRole('heading', { name: 'Maria, que bom te ver novamente depois de 3 dias!' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ui.getByText(/Desde a sua última visita, 5 pessoas se cadastraram\./)).toBeInTheDocument();
    expect(signUpRequests.map((url) => url.searchParams.get('since'))).toEqual([
      new Date(NOW - 3 * DAY).toISOString(),
    ]);
  });

  it('leaves the sign-up sentence out when nobody signed up since the last visit', async () => {
    visitedBefore(NOW - DAY);
    signUpCount = 0;
    const { ui } = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      ui.getByRole('heading', { name: 'Amigo, que bom te ver novamente depois de 1 dia!' }),
    ).toBeInTheDocument();
    expect(ui.queryByText(/Desde a sua última visita/)).toBeNull();
    expect(ui.getByText('O IA NA PRÁTICA continua esperando por você.')).toBeInTheDocument();
  });

  it('does not greet as returning a lead who signed up minutes ago, nor a first visit', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Rui Alves', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem('partialLeadData', JSON.stringify({ name: 'Rui Alves', whatsapp: '5511987654321' }));
    visitedBefore(NOW - 2 * 60_000);
    const { ui } = renderPopup({}, { ...NEW_VISITOR, authenticated: true, returningLead: true });
    leaveTop();
    expect(
      ui.getByRole('heading', { name: 'Rui, antes de sair preciso te contar umas verdades...' }),
    ).toBeInTheDocument();
    expect(ui.queryByText(/novamente|pessoas/)).toBeNull();
    expect(signUpRequests).toEqual([]);
  });

  it('shows no countdown when the launch has no end of sales, or when it is more than a day away', async () => {
    const { ui } = renderPopup();
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(ui.getByRole('dialog', { hidden: true })).toHaveProperty('open', true);
    expect(ui.queryByRole('timer')).toBeNull();
    expect(ui.queryByText(/expira|encerram/)).toBeNull();
  });

  it('counts down to the real end of the sales in its last day', async () => {
    // 15:00Z is 12:00 in São Paulo: the sale closes at 14:30 there, 2 h 30 min from now.
    sales = { endDate: '2026-11-20', endTime: '14:30' };
    const { ui } = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ui.getByText('As vendas encerram em:')).toBeInTheDocument();
    expect(ui.getByRole('timer')).toHaveTextContent('02:30:00');
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(ui.getByRole('timer')).toHaveTextContent('02:28:55');
  });

  it("counts down to the current batch's own end in its last day, as the batch's", async () => {
    // 15:00Z is 12:00 in São Paulo: the batch ends at 18:00Z, 3 hours from now; the sales later.
    quotedBatch = { label: '1º lote', endsAt: '2026-11-20T18:00:00.000Z' };
    sales = { endDate: '2026-11-21', endTime: '14:30' };
    const { ui } = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ui.getByText('Este lote termina em:')).toBeInTheDocument();
    expect(ui.getByRole('timer')).toHaveTextContent('03:00:00');
    expect(ui.queryByText('As vendas encerram em:')).toBeNull();
    expect(quoteRequests.map((url) => url.pathname + url.search)).toEqual(['/api/offers/quote']);
  });

  it('shows no countdown for a batch that ends more than a day away, nor for one without an end or sales end', async () => {
    quotedBatch = { label: '1º lote', endsAt: '2026-11-22T15:00:00.000Z' };
    const far = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(far.ui.getByRole('dialog', { hidden: true })).toHaveProperty('open', true);
    expect(far.ui.queryByRole('timer')).toBeNull();
    far.unmount();
    sessionStorage.clear();
    quotedBatch = { label: '2º lote', endsAt: null };
    const open = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(open.ui.getByRole('dialog', { hidden: true })).toHaveProperty('open', true);
    expect(open.ui.queryByRole('timer')).toBeNull();
  });

  it("keeps the end of sales when the batch has no end, or when the sales close before the batch's end", async () => {
    sales = { endDate: '2026-11-20', endTime: '14:30' };
    quotedBatch = null;
    const noBatch = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(noBatch.ui.getByText('As vendas encerram em:')).toBeInTheDocument();
    expect(noBatch.ui.getByRole('timer')).toHaveTextContent('02:30:00');
    noBatch.unmount();
    sessionStorage.clear();
    quotedBatch = { label: '1º lote', endsAt: '2026-11-20T20:00:00.000Z' };
    const salesFirst = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(salesFirst.ui.getByText('As vendas encerram em:')).toBeInTheDocument();
    expect(salesFirst.ui.getByRole('timer')).toHaveTextContent('02:30:00');
  });

  it('unlocks the CTA 1500 ms after opening; the CTA opens the checkout, closes and logs', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana Lima', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-3', timestamp: Date.now() }));
    const { ui, dialog, openWindow, tracker } = renderPopup();
    leaveTop();
    const cta = ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' });
    expect(cta).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    // A click in the first 1.5 s (meant for the page the visitor was leaving) opens nothing.
    fireEvent.click(cta);
    expect(openWindow).not.toHaveBeenCalled();
    expect(dialog()).toHaveProperty('open', true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cta).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(cta);
    const url = new URL(openWindow.mock.calls[0]?.[0] as string);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'BRL',
      split: '12',
      ref: 'lead-3',
      nome: 'Ana Lima',
      celular: '11987654321',
      source: 'exit_popup',
    });
    expect(dialog()).toHaveProperty('open', false);
    expect(settingsRequests).toEqual(['http://localhost:3000/api/launch-settings']);
    expect(tracker.markPaymentClick).toHaveBeenCalled();
    expect(tracker.track).toHaveBeenCalledWith('CTAClick', {
      button_name: 'PurchaseButton',
      section: 'ExitPopup',
    });
  });

  it('sends the card installments staff set as split, read from the Funil server named', async () => {
    cardInstallments = 10;
    const { ui, openWindow } = renderPopup({ apiBase: 'https://funil.example' });
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    fireEvent.click(ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' }));
    expect(new URL(openWindow.mock.calls[0]?.[0] as string).searchParams.get('split')).toBe('10');
    expect(settingsRequests).toEqual(['https://funil.example/api/launch-settings']);
  });

  it('keeps the CTA waiting for the settings read, and without them leaves split out', async () => {
    // Every request waits until the case fails it (the batch's quote as well as the settings).
    const pending: ((error: Error) => void)[] = [];
    const fail = (error: Error) => {
      for (const reject of pending.splice(0)) reject(error);
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((_resolve, reject) => {
            pending.push(reject);
          }),
      ),
    );
    const { ui, openWindow } = renderPopup();
    leaveTop();
    const cta = ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(cta).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(cta);
    expect(openWindow).not.toHaveBeenCalled();
    // Every attempt fails (the read asks 4 times, 1 s, 2 s and 4 s apart): the visitor may still buy.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await act(async () => {
        fail(new TypeError('Failed to fetch'));
        await vi.advanceTimersByTimeAsync(4_000);
      });
    }
    expect(cta).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(cta);
    const url = new URL(openWindow.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('currency')).toBe('BRL');
    expect(url.searchParams.has('split')).toBe(false);
  });

  it('appears at most once per session', () => {
    const { ui, dialog } = renderPopup();
    leaveTop();
    fireEvent.click(ui.getByRole('button', { name: 'Agora não' }));
    expect(dialog()).toHaveProperty('open', false);
    expect(sessionStorage.getItem('exitModalShownInSession')).toBe('true');
    expect(localStorage.getItem('exitModalLastShown')).toMatch(/^\d+$/);
    leaveTop();
    expect(dialog()).toHaveProperty('open', false);
  });

  it('does not open in a session that already saw it', () => {
    sessionStorage.setItem('exitModalShownInSession', 'true');
    const { dialog } = renderPopup();
    leaveTop();
    expect(dialog()).toHaveProperty('open', false);
  });

  it('stays closed on suppressed routes and on pages marked exit-intent-disabled', () => {
    history.replaceState(null, '', '/proposta/abc');
    const first = renderPopup();
    leaveTop();
    expect(first.dialog()).toHaveProperty('open', false);
    first.unmount();

    history.replaceState(null, '', '/ianapratica');
    const marker = document.createElement('div');
    marker.setAttribute('data-exit-intent-disabled', '');
    document.body.append(marker);
    const second = renderPopup();
    leaveTop();
    expect(second.dialog()).toHaveProperty('open', false);
    marker.remove();
    // The trigger re-arms: once the marker is gone the popup can still open.
    leaveTop();
    expect(second.dialog()).toHaveProperty('open', true);
  });

  it('is force-closed when the page navigates to a suppressed route', async () => {
    const { dialog } = renderPopup();
    leaveTop();
    history.pushState(null, '', '/obrigado');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(dialog()).toHaveProperty('open', false);
  });
});

describe('ExitIntentPopup and the rest of the page', () => {
  it('waits while another Funil dialog is open (a half-filled lead form), then may open', () => {
    const { dialog } = renderPopup();
    const leadModal = {};
    modalOpened(leadModal);
    leaveTop();
    expect(dialog()).toHaveProperty('open', false);
    expect(sessionStorage.getItem('exitModalShownInSession')).toBeNull();

    modalClosed(leadModal);
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
  });

  it('steps aside when another Funil dialog opens while it is shown', () => {
    const { dialog } = renderPopup();
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
    const paymentModal = {};
    act(() => modalOpened(paymentModal));
    expect(dialog()).toHaveProperty('open', false);
    modalClosed(paymentModal);
  });

  it('counts itself as an open Funil dialog, so the page behind it stops scrolling', () => {
    const { ui } = renderPopup();
    leaveTop();
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('hidden');
    fireEvent.click(ui.getByRole('button', { name: 'Agora não' }));
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('');
  });

  it('stays closed after a payment click on this page or, within 7 days, in this browser', () => {
    const first = renderPopup();
    first.tracker.hasClickedPayment.mockReturnValue(true);
    leaveTop();
    expect(first.dialog()).toHaveProperty('open', false);
    first.unmount();

    rememberPaymentClick(Date.now() - PAYMENT_CLICK_MEMORY_MS + 60_000);
    const second = renderPopup();
    leaveTop();
    expect(second.dialog()).toHaveProperty('open', false);
    second.unmount();

    rememberPaymentClick(Date.now() - PAYMENT_CLICK_MEMORY_MS - 1);
    const third = renderPopup();
    leaveTop();
    expect(third.dialog()).toHaveProperty('open', true);
    expect(localStorage.getItem('paymentClickedAt')).toBeNull();
  });

  it('remembers its own CTA as a payment click for the next pages', async () => {
    const { ui } = renderPopup();
    leaveTop();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    fireEvent.click(ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' }));
    expect(Number(localStorage.getItem('paymentClickedAt'))).toBe(Date.now());
  });

  it('on a partner page, stays closed once a lead was captured on it', () => {
    onPartnerPage(true);
    const { dialog } = renderPopup();
    act(() => {
      publishLeadSaved({ id: 'lead-1' });
    });
    leaveTop();
    expect(dialog()).toHaveProperty('open', false);
  });

  it('on Funil’s own site, a lead saved on the page is still offered the program', () => {
    const { dialog } = renderPopup();
    act(() => {
      publishLeadSaved({ id: 'lead-1' });
    });
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
  });

  it('on a partner page, Funil’s routes do not apply: its /obrigado may show the popup', () => {
    onPartnerPage(true);
    history.replaceState(null, '', '/obrigado');
    const { dialog } = renderPopup();
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
  });

  it('on a partner page, data-exit-intent-disabled anywhere still keeps it away', () => {
    onPartnerPage(true);
    const marker = document.createElement('footer');
    marker.setAttribute('data-exit-intent-disabled', '');
    document.body.append(marker);
    const { dialog } = renderPopup();
    leaveTop();
    expect(dialog()).toHaveProperty('open', false);
    marker.remove();
  });
});
