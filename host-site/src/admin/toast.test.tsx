import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast.tsx';

function Saver() {
  const confirm = useToast();
  return (
    <>
      <button type="button" onClick={() => confirm('Cadência salva.')}>
        Salvar
      </button>
      <button type="button" onClick={() => confirm('Parceiro Ana criado.')}>
        Criar
      </button>
    </>
  );
}

const toasts = () => screen.getByRole('status').querySelectorAll('.admin-toast');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the confirmation toast', () => {
  it('says what was done in the status region, and leaves after 5 s', () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
    act(() => screen.getByRole('button', { name: 'Salvar' }).click());
    expect(screen.getByRole('status').textContent).toBe('Cadência salva.');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Cadência salva.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows one at a time: a newer confirmation replaces the one on screen', () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Salvar' }).click());
    act(() => screen.getByRole('button', { name: 'Criar' }).click());
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Parceiro Ana criado.');
  });

  it('gives a repeated confirmation its full 5 s again', () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Salvar' }).click());
    act(() => vi.advanceTimersByTime(4000));
    act(() => screen.getByRole('button', { name: 'Salvar' }).click());
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status').textContent).toBe('Cadência salva.');
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts()).toHaveLength(0);
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Saver />)).toThrow('ToastProvider');
  });
});
