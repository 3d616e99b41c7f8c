import { act, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetProfileClients } from '../instagram-preview/profile-client.ts';
import {
  DEFAULT_CTA_LABEL,
  defineLeadCaptureElement,
  LEAD_CAPTURE_TAG,
  type LeadCaptureElement,
} from './lead-capture-element.tsx';
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

beforeAll(() => {
  defineLeadCaptureElement({ apiBase: 'https://funil.example' });
  // A second definition (the script included twice) must be a no-op, not a DOMException.
  defineLeadCaptureElement({ apiBase: 'https://other.example' });
});

afterEach(() => {
  forgetProfileClients();
  forgetLeadOutboxes();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function mount(html: string): Promise<LeadCaptureElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.querySelector<LeadCaptureElement>(LEAD_CAPTURE_TAG);
  if (!element) throw new Error('not mounted');
  return element;
}

describe('<funil-lead-capture>', () => {
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

it('dispatches funil:lead-captured with the lead id once the visitor finishes', async () => {
  vi.useFakeTimers();
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.origin}${url.pathname}`);
    if (url.pathname === '/api/leads')
      return Response.json({ id: 'lead-5', created: true, token: 'segredo-5' });
    if (url.pathname === '/api/leads/instagram') return Response.json({ id: 'lead-5' });
    return Response.json({ error: { code: 'instagram_not_found', message: 'x' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const element = await mount(`<${LEAD_CAPTURE_TAG}></${LEAD_CAPTURE_TAG}>`);
  const captured = vi.fn();
  document.addEventListener('funil:lead-captured', (event) => captured((event as CustomEvent).detail), {
    once: true,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  // The element renders its open state from a microtask: act() waits for it.
  await act(() => user.click(shadowUi(element).getByRole('button', { name: DEFAULT_CTA_LABEL })));
  const modal = modalUi(element);
  await user.type(modal.getByRole('textbox', { name: 'Seu nome' }), 'Ana');
  await user.type(modal.getByRole('textbox', { name: 'WhatsApp' }), '11987654321');
  await user.click(modal.getByRole('button', { name: 'Continuar' }));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await user.type(modal.getByRole('textbox', { name: 'Seu Instagram' }), 'ana');
  await user.click(modal.getByRole('button', { name: 'Continuar sem verificar Instagram' }));
  await act(() => vi.advanceTimersByTimeAsync(0));

  expect(calls).toContain('POST https://funil.example/api/leads');
  expect(calls.at(-1)).toBe('POST https://funil.example/api/leads/instagram');
  expect(captured).toHaveBeenCalledWith({ id: 'lead-5' });
  expect(modal.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
});
