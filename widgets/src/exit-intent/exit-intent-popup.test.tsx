import { NEW_VISITOR, type VisitorState } from '@funil/core/visitor-state';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { publishLeadSaved } from '../lib/lead-saved-event.ts';
import { modalClosed, modalOpened } from '../lib/open-modals.ts';
import { PAYMENT_CLICK_MEMORY_MS, rememberPaymentClick } from '../lib/payment-click.ts';
import { isLaunchSettingsRequest, testLaunchSettings } from '../lib/test-launch-settings.ts';
import type { Tracker } from '../tracker/tracker.ts';
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
    pageViewId: vi.fn(() => undefined),
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

/** The Funil server: its launch settings, with the card installments staff set. */
let cardInstallments = 12;
const settingsRequests: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  cardInstallments = 12;
  settingsRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (!isLaunchSettingsRequest(request)) throw new TypeError('Failed to fetch');
      settingsRequests.push(request.url);
      return Response.json(testLaunchSettings({ program: { cardInstallments } }));
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
  history.replaceState(null, '', '/');
});

describe('ExitIntentPopup', () => {
  it('opens when the mouse leaves the top, with the new-visitor copy for "amigo"', () => {
    const { ui, dialog } = renderPopup();
    expect(dialog()).toHaveProperty('open', false);
    leaveTop();
    expect(dialog()).toHaveProperty('open', true);
    expect(
      ui.getByRole('dialog', { name: 'amigo, antes de sair preciso te contar umas verdades...' }),
    ).toBeInTheDocument();
    expect(ui.getByText(/R\$ 119,90/)).toBeInTheDocument();
    // Focus starts on the harmless choice, not on the CTA.
    const dismiss = ui.getByRole('button', { name: 'Agora não' });
    expect((dismiss.getRootNode() as ShadowRoot).activeElement).toBe(dismiss);
    expect(ui.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(ui.getByRole('blockquote')).toBeInTheDocument();
  });

  it('greets a returning visitor by first name with N days and N people', () => {
    localStorage.setItem(
      'lead',
      JSON.stringify({ name: 'Maria Silva', email: '', whatsapp: '5511987654321' }),
    );
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    const { ui } = renderPopup({}, { ...NEW_VISITOR, authenticated: true, returningLead: true });
    leaveTop();
    expect(
      ui.getByRole('heading', { name: 'Maria, que bom te ver novamente depois de 3 dias!' }),
    ).toBeInTheDocument();
    expect(ui.getByText(/Nesse tempo, 3 pessoas garantiram a vaga/)).toBeInTheDocument();
  });

  it('keeps the new-visitor copy for someone who gave their name on this very page', () => {
    // The modal stored the lead a minute ago; the tracker read the browser when the page loaded.
    localStorage.setItem('lead', JSON.stringify({ name: 'Rui Alves', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem('partialLeadData', JSON.stringify({ name: 'Rui Alves', whatsapp: '5511987654321' }));
    const { ui } = renderPopup({}, { ...NEW_VISITOR, authenticated: true });
    leaveTop();
    expect(
      ui.getByRole('heading', { name: 'Rui, antes de sair preciso te contar umas verdades...' }),
    ).toBeInTheDocument();
  });

  it('without a tracker, counts data typed on an earlier page as a returning visitor', () => {
    localStorage.setItem('partialLeadData', JSON.stringify({ name: 'Lia', whatsapp: '5511987654321' }));
    const { ui } = renderPopup({ tracker: undefined });
    leaveTop();
    expect(
      ui.getByRole('heading', { name: /^amigo, que bom te ver novamente depois de [1-7] dias?!$/ }),
    ).toBeInTheDocument();
  });

  it('opens after 45 s of inactivity and counts down 15 minutes as mm:ss', async () => {
    const { ui, dialog } = renderPopup();
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(dialog()).toHaveProperty('open', false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(dialog()).toHaveProperty('open', true);
    expect(ui.getByText('Oferta expira em:')).toBeInTheDocument();
    expect(ui.getByRole('timer')).toHaveTextContent('15:00');
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(ui.getByRole('timer')).toHaveTextContent('13:55');
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(ui.getByRole('timer')).toHaveTextContent('00:00');
  });

  it('enables the CTA 1500 ms after opening; the CTA opens the checkout, closes and logs', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana Lima', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-3', timestamp: Date.now() }));
    const { ui, dialog, openWindow, tracker } = renderPopup();
    leaveTop();
    const cta = ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' });
    expect(cta).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(cta).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cta).toBeEnabled();

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
    let fail: (error: Error) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((_resolve, reject) => {
            fail = reject;
          }),
      ),
    );
    const { ui, openWindow } = renderPopup();
    leaveTop();
    const cta = ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(cta).toBeDisabled();
    // Every attempt fails (the read asks 4 times, 1 s, 2 s and 4 s apart): the visitor may still buy.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await act(async () => {
        fail(new TypeError('Failed to fetch'));
        await vi.advanceTimersByTimeAsync(4_000);
      });
    }
    expect(cta).toBeEnabled();
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
