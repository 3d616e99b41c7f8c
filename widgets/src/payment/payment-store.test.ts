import { describe, expect, it, vi } from 'vitest';
import { createPaymentStore, newAttemptId } from './payment-store.ts';

function deferred() {
  let resolve: (link: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('payment store', () => {
  it('raises the loading flag of the clicked method only, and ignores clicks while it loads', async () => {
    const pending = deferred();
    const checkout = vi.fn(() => pending.promise);
    const navigate = vi.fn();
    const store = createPaymentStore({ checkout, navigate, newAttemptId: () => 'PAY-1' });

    const paying = store.getState().pay('card');
    expect(store.getState().loading).toEqual({ pix: false, card: true });
    await store.getState().pay('pix');
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(checkout).toHaveBeenCalledWith('card', 'PAY-1');

    pending.resolve('https://pay.example/x');
    await paying;
    expect(navigate).toHaveBeenCalledWith('https://pay.example/x');
  });

  it('keeps the failure with its attempt id and clears the flags', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPaymentStore({
      checkout: async () => '',
      navigate: vi.fn(),
      newAttemptId: () => 'PAY-2',
    });
    await store.getState().pay('pix');
    expect(store.getState()).toMatchObject({
      loading: { pix: false, card: false },
      failure: { detail: 'Erro: Link de pagamento inválido', attemptId: 'PAY-2' },
    });
    store.getState().dismissFailure();
    expect(store.getState().failure).toBeNull();
    vi.restoreAllMocks();
  });

  it('makes attempt ids that differ between attempts', () => {
    expect(newAttemptId(1)).toMatch(/^PAY-1-[0-9A-Z]{1,4}$/);
    expect(newAttemptId(1)).not.toBe(newAttemptId(1));
  });
});
