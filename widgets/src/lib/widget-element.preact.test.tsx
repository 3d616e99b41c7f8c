// The script-tag delivery renders with Preact (vite.config.ts aliases react to preact/compat): the
// element's open()/close() are checked here with the renderer partner pages really get.
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { useEffect } = await import('react');
const { defineWidgetElement } = await import('./widget-element.tsx');

/** Like the lead modal on a blocked route: it reports itself closed from an effect while open. */
function ForceClosing({ open, onClose }: { open: boolean; onClose(): void }) {
  useEffect(() => {
    if (open) onClose();
  }, [open, onClose]);
  return <p>{open ? 'aberto' : 'fechado'}</p>;
}

const TAG = 'funil-test-force-close';
defineWidgetElement(TAG, {
  observedAttributes: [],
  css: '',
  render: (element) => <ForceClosing open={element.opened} onClose={() => element.close()} />,
});

/** Preact runs effects after a frame; two frames and a task later every pending one has run. */
const afterEffects = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()))),
  );

afterEach(() => {
  document.body.innerHTML = '';
});

it('closes from inside its own effect without rendering again inside it (no endless loop)', async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  const element = document.createElement(TAG) as HTMLElement & { open(): void; opened: boolean };
  document.body.append(element);
  try {
    element.open();
    await afterEffects();
    await afterEffects();
    expect(errors).toEqual([]);
    expect(element.opened).toBe(false);
    expect(element.shadowRoot?.textContent).toBe('fechado');
  } finally {
    window.removeEventListener('error', onError);
  }
});
