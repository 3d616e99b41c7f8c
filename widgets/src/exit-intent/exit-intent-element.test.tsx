import { testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { defineExitIntentElement, EXIT_INTENT_TAG, type ExitIntentElement } from './exit-intent-element.tsx';

function popupUi(element: Element) {
  const root = element.shadowRoot
    ?.querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no popup mount');
  return within(root);
}

beforeAll(() => {
  defineExitIntentElement({ apiBase: 'https://funil.example', checkoutUrl: 'https://pay.example/c' });
  defineExitIntentElement({ apiBase: 'https://other.example' });
});

// The server named by data-api answers the launch settings at the spec's defaults.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(testLaunchSettings())),
  );
});

afterEach(() => {
  forgetLaunchSettings();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

async function mount(html: string): Promise<ExitIntentElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const element = document.querySelector<ExitIntentElement>(EXIT_INTENT_TAG);
  if (!element) throw new Error('not mounted');
  return element;
}

describe('<funil-exit-intent>', () => {
  it('opens on a leave signal and sends the CTA to the configured checkout', async () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const element = await mount(`<${EXIT_INTENT_TAG}></${EXIT_INTENT_TAG}>`);
    await act(async () => {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    });
    const ui = popupUi(element);
    expect(ui.getByRole('dialog')).toHaveProperty('open', true);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    fireEvent.click(ui.getByRole('button', { name: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA' }));
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/pay\.example\/c\?currency=BRL&split=12/);
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    vi.useRealTimers();
  });

  it('opens by itself only without exit-intent="off"; open() still opens it', async () => {
    const element = await mount(`<${EXIT_INTENT_TAG} exit-intent="off"></${EXIT_INTENT_TAG}>`);
    const leave = () =>
      act(async () => {
        document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
      });
    await leave();
    expect(popupUi(element).getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
    await act(async () => element.open());
    expect(popupUi(element).getByRole('dialog')).toHaveProperty('open', true);
    await act(async () => element.close());

    sessionStorage.clear();
    await act(async () => element.removeAttribute('exit-intent'));
    await leave();
    expect(popupUi(element).getByRole('dialog')).toHaveProperty('open', true);
  });

  it('opens from open() even in a session that saw it, and closes from close()', async () => {
    sessionStorage.setItem('exitModalShownInSession', 'true');
    const element = await mount(`<${EXIT_INTENT_TAG} checkout-url="https://x.example"></${EXIT_INTENT_TAG}>`);
    await act(async () => element.open());
    expect(popupUi(element).getByRole('dialog')).toHaveProperty('open', true);
    await act(async () => element.close());
    expect(popupUi(element).getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });
});
