import { testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProfileClients } from '../instagram-preview/profile-client.ts';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { PENDING_LEADS_KEY } from '../lib/storage-keys.ts';
import { LEAD_COPY } from './copy.ts';
import {
  DEFAULT_CTA_LABEL,
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadCaptureElement,
} from './lead-capture-element.ts';
import { forgetLeadEvents, LEAD_CAPTURED_EVENT, LEAD_COMPLETED_EVENT } from './lead-events.ts';
import { leadModalView } from './lead-modal-view.tsx';
import { forgetLeadOutboxes } from './lead-outbox.ts';

function shadowUi(element: Element) {
  const root = element.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no shadow mount');
  return within(root);
}

function modalUi(element: Element) {
  const host = element.shadowRoot?.querySelector('funil-widget');
  if (!host) throw new Error('no modal host');
  return shadowUi(host);
}

// The element as the loader defines it, with this chunk's modal (fetched at once here).
beforeAll(() => {
  const view = leadModalView({ apiBase: 'https://funil.example' });
  defineLeadCaptureElement({ loadModal: async () => view });
  // A second definition (the script included twice) must be a no-op, not a DOMException.
  const other = leadModalView({ apiBase: 'https://other.example' });
  defineLeadCaptureElement({ loadModal: async () => other });
});

// Every test has a server to read the launch settings from; some set up their own.
beforeEach(() => {
  stubServer();
});

afterEach(() => {
  forgetLaunchSettings();
  forgetProfileClients();
  forgetLeadOutboxes();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function mount(html: string): Promise<LeadCaptureElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.querySelector<LeadCaptureElement>(LEAD_CAPTURE_TAG);
  if (!element) throw new Error('not mounted');
  return element;
}

describe('<funil-lead-capture> with its modal', () => {
  it('renders its call to action in its own shadow root, with the default label', async () => {
    const element = await mount(`<${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`);
    expect(shadowUi(element).getByRole('button', { name: DEFAULT_CTA_LABEL })).toBeInTheDocument();
  });

  it('uses the label attribute and opens the modal on click', async () => {
    const element = await mount(`<${LEAD_CAPTURE_TAG} label="Garantir minha vaga"></${LEAD_CAPTURE_TAG}>`);
    await act(async () => {
      fireEvent.click(shadowUi(element).getByRole('button', { name: 'Garantir minha vaga' }));
    });
    expect(modalUi(element).getByRole('dialog')).toHaveProperty('open', true);
    await act(async () => element.close());
    expect(modalUi(element).getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });

  it('draws no button with no-button, and still opens from open()', async () => {
    const element = await mount(`<${LEAD_CAPTURE_TAG} no-button></${LEAD_CAPTURE_TAG}>`);
    expect(shadowUi(element).queryByRole('button', { name: DEFAULT_CTA_LABEL })).toBeNull();
    await act(async () => element.open());
    expect(modalUi(element).getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });
});

type Handler = (request: Request) => Response | Promise<Response>;

/** The launch as staff set it: the free call moved from the spec's 11/06. */
const launch = testLaunchSettings({ freeCall: { date: '2026-12-03', time: '19:30' } });

/** The Funil server as the element meets it; `down` makes every call fail as a network error. */
function stubServer(
  handler: Handler = () => Response.json({ id: 'lead-5', created: true, token: 'segredo-5' }),
) {
  const calls: string[] = [];
  const server = { down: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (server.down) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/launch-settings') return Response.json(launch);
      calls.push(`${request.method} ${url.pathname}`);
      if (url.pathname === '/api/leads/instagram') return Response.json({ id: 'lead-5' });
      if (url.pathname === '/api/leads') return handler(request);
      return Response.json({ error: { code: 'instagram_not_found', message: 'x' } }, { status: 404 });
    }),
  );
  return { calls, server };
}

/** Every funil:* event that reached the document, as `type id`. */
function listen() {
  const heard: string[] = [];
  const listener = (event: Event) => heard.push(`${event.type} ${(event as CustomEvent).detail?.id}`);
  for (const type of [LEAD_CAPTURED_EVENT, LEAD_COMPLETED_EVENT]) document.addEventListener(type, listener);
  return {
    heard,
    stop: () => {
      for (const type of [LEAD_CAPTURED_EVENT, LEAD_COMPLETED_EVENT])
        document.removeEventListener(type, listener);
    },
  };
}

async function fillStepOne(element: Element, name = 'Ana Lima') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // The element renders its open state from a microtask: act() waits for it.
  await act(() => user.click(shadowUi(element).getByRole('button', { name: DEFAULT_CTA_LABEL })));
  const modal = modalUi(element);
  await user.type(modal.getByRole('textbox', { name: 'Seu nome' }), name);
  await user.type(modal.getByRole('textbox', { name: 'WhatsApp' }), '11987654321');
  await user.click(modal.getByRole('button', { name: 'Continuar' }));
  return { user, modal };
}

describe('the partner’s events and the end of the flow', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(() => {
    vi.useFakeTimers();
    events = listen();
  });
  afterEach(() => {
    events.stop();
    forgetLeadEvents();
  });

  it('says lead-captured when step 1 saves, lead-completed when step 2 ends, then confirms', async () => {
    const { calls } = stubServer();
    const element = await mount(`<${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`);
    const { user, modal } = await fillStepOne(element);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(events.heard).toEqual(['funil:lead-captured lead-5']);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.type(modal.getByRole('textbox', { name: 'Seu Instagram' }), 'ana');
    await user.click(modal.getByRole('button', { name: 'Continuar sem verificar Instagram' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(calls.at(-1)).toBe('POST /api/leads/instagram');
    expect(events.heard).toEqual(['funil:lead-captured lead-5', 'funil:lead-completed lead-5']);
    const dialog = modal.getByRole('dialog', { name: 'Pronto, Ana! Sua vaga está garantida.' });
    expect(dialog).toHaveProperty('open', true);
    // The free call staff set, on the page of a partner (the settings come from data-api's server).
    expect(modal.getByText('Chamada gratuita e ao vivo pelo Zoom no dia 03/12 às 19:30')).toBeInTheDocument();
    expect(modal.getByText(/Próximo passo/)).toBeInTheDocument();
    const close = modal.getByRole('button', { name: 'Entendi' });
    // Focus inside a shadow tree is its root's activeElement, not the document's.
    expect((close.getRootNode() as ShadowRoot).activeElement).toBe(close);
    await act(() => user.click(close));
    expect(modal.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
    expect(element.opened).toBe(false);
  });

  it('has said lead-captured when the visitor closes at step 2', async () => {
    stubServer();
    const element = await mount(`<${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`);
    const { user, modal } = await fillStepOne(element);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(modal.getByRole('button', { name: 'Fechar' }));
    expect(events.heard).toEqual(['funil:lead-captured lead-5']);
  });

  it('tells the visitor the data is kept while the server is down, and sends it when the browser is online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = stubServer();
    server.down = true;
    const element = await mount(`<${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`);
    const { user, modal } = await fillStepOne(element);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(modal.getByText(LEAD_COPY.queued)).toHaveAttribute('role', 'status');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(modal.getByRole('heading', { name: 'Ana, Quase lá!' })).toBeInTheDocument();
    expect(modal.getByText(LEAD_COPY.queued)).toBeInTheDocument();
    expect(modal.queryByText(/Failed to fetch/)).toBeNull();

    // Step 2 ends while still offline: the seat is not promised, and no event has an id to carry.
    await user.type(modal.getByRole('textbox', { name: 'Seu Instagram' }), 'ana');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await user.click(modal.getByRole('button', { name: 'Continuar sem verificar Instagram' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(modal.getByRole('heading', { name: 'Quase pronto, Ana!' })).toBeInTheDocument();
    expect(events.heard).toEqual([]);
    expect(modal.queryByText(/Failed to fetch/)).toBeNull();

    server.down = false;
    await act(async () => {
      dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(events.heard).toEqual(['funil:lead-captured lead-5', 'funil:lead-completed lead-5']);
    expect(modal.getByRole('heading', { name: 'Pronto, Ana! Sua vaga está garantida.' })).toBeInTheDocument();
    expect(modal.queryByText(LEAD_COPY.queued)).toBeNull();
    expect(localStorage.getItem(PENDING_LEADS_KEY)).toBeNull();
  });

  it('with two elements, the one used saves once and alone says so', async () => {
    const { calls } = stubServer();
    await mount(
      `<${LEAD_CAPTURE_TAG} label="Primeiro"></${LEAD_CAPTURE_TAG}><${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`,
    );
    const [first, second] = document.querySelectorAll<LeadCaptureElement>(LEAD_CAPTURE_TAG);
    if (!first || !second) throw new Error('two elements expected');
    const targets: EventTarget[] = [];
    document.addEventListener(LEAD_CAPTURED_EVENT, (event) => targets.push(event.target as EventTarget), {
      once: true,
    });
    await fillStepOne(second);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls.filter((call) => call === 'POST /api/leads')).toHaveLength(1);
    expect(events.heard).toEqual(['funil:lead-captured lead-5']);
    expect(targets).toEqual([second]);
    expect(modalUi(first).getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });
});
