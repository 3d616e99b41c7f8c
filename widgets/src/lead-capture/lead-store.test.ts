import type { LeadSaveInput } from '@funil/core/lead';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSubmitContact, createLeadStore, firstName, type LeadStoreDeps } from './lead-store.ts';
import { LEAD_TIMING } from './timing.ts';

const PAGE = {
  referrer: 'https://google.com/',
  landing_page: 'https://funil.test/?utm_source=ig',
  utm_source: 'ig',
};

function setup(overrides: Partial<LeadStoreDeps> = {}) {
  const saveLead = vi.fn(async (_input: LeadSaveInput) => ({ id: 'lead-1', created: true }));
  const deps: LeadStoreDeps = {
    saveLead,
    isPhoneRejected: async () => false,
    pageContext: () => PAGE,
    ...overrides,
  };
  const store = createLeadStore(deps, { name: ' Maria Silva ', phone: '+5511987654321' });
  return { store, saveLead: (overrides.saveLead as typeof saveLead | undefined) ?? saveLead };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('canSubmitContact', () => {
  it('needs a name, a phone of at least 8 digits and no save in progress', () => {
    const ready = { name: 'Ana', phone: '+55119876', status: 'idle' as const };
    expect(canSubmitContact(ready)).toBe(true);
    expect(canSubmitContact({ ...ready, name: '   ' })).toBe(false);
    expect(canSubmitContact({ ...ready, phone: '+551198' })).toBe(false);
    expect(canSubmitContact({ ...ready, status: 'saving' })).toBe(false);
  });
});

describe('firstName', () => {
  it('takes the first word of the trimmed name', () => {
    expect(firstName('  Maria   da Silva ')).toBe('Maria');
  });
});

describe('submitContact', () => {
  it('saves the trimmed name, the phone as digits and the page context', async () => {
    const { store, saveLead } = setup();
    void store.getState().submitContact();
    expect(store.getState().status).toBe('saving');
    expect(saveLead).toHaveBeenCalledWith({ name: 'Maria Silva', phone: '5511987654321', ...PAGE });
  });

  it('opens step 2 one second after a successful save, not before', async () => {
    const { store } = setup();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterSaveMs - 1);
    expect(store.getState()).toMatchObject({ step: 1, status: 'saving', leadId: 'lead-1' });
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({ step: 2, status: 'idle' });
  });

  it('opens step 2 two seconds after a failed save, keeping what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup({ saveLead: vi.fn().mockRejectedValue(new Error('offline')) });
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs - 1);
    expect(store.getState().step).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({ step: 2, status: 'idle', name: ' Maria Silva ', leadId: null });
    expect(error).toHaveBeenCalled();
  });

  it('stays on step 1 with the message when the phone is too short, without calling the server', async () => {
    const { store, saveLead } = setup();
    store.getState().setPhone('+551198');
    await store.getState().submitContact();
    expect(store.getState()).toMatchObject({ step: 1, status: 'idle', phoneError: true });
    expect(saveLead).not.toHaveBeenCalled();
    store.getState().setPhone('+5511987');
    expect(store.getState().phoneError).toBe(true);
    store.getState().setPhone('+55119876');
    expect(store.getState().phoneError).toBe(false);
  });

  it('shows the message again when the server rejects the phone', async () => {
    const { store } = setup({
      saveLead: vi.fn().mockRejectedValue(new Error('400')),
      isPhoneRejected: async () => true,
    });
    await store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs);
    expect(store.getState()).toMatchObject({ step: 1, status: 'idle', phoneError: true });
  });

  it('ignores a second submit while saving', async () => {
    const { store, saveLead } = setup();
    void store.getState().submitContact();
    void store.getState().submitContact();
    expect(saveLead).toHaveBeenCalledTimes(1);
  });

  it('keeps the lead and its id in localStorage as the spec names them', async () => {
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const { store } = setup();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('lead') ?? 'null')).toEqual({
      name: 'Maria Silva',
      email: '',
      whatsapp: '5511987654321',
    });
    expect(JSON.parse(localStorage.getItem('leadId') ?? 'null')).toEqual({
      id: 'lead-1',
      timestamp: Date.parse('2025-06-01T12:00:00Z'),
    });
  });

  it('never opens step 2 once pending steps are cancelled', async () => {
    const { store } = setup();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    store.getState().cancelPending();
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs);
    expect(store.getState().step).toBe(1);
  });
});

describe('continueWithoutVerifying', () => {
  it('does nothing without a handle', async () => {
    const { store, saveLead } = setup();
    store.getState().setInstagram(' @ ');
    expect(await store.getState().continueWithoutVerifying()).toBeUndefined();
    expect(saveLead).not.toHaveBeenCalled();
  });

  it('re-saves the lead with the normalised handle and resolves with the captured lead', async () => {
    const { store, saveLead } = setup();
    saveLead.mockResolvedValue({ id: 'lead-1', created: false });
    store.getState().setInstagram(' @Maria.Silva ');
    const done = store.getState().continueWithoutVerifying();
    expect(store.getState().status).toBe('saving');
    expect(saveLead).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Maria Silva', phone: '5511987654321', instagram: 'maria.silva' }),
    );
    expect(await done).toEqual({
      id: 'lead-1',
      name: 'Maria Silva',
      phone: '5511987654321',
      instagram: 'maria.silva',
    });
    expect(store.getState().status).toBe('idle');
  });

  it('still completes with the id from step 1 when the re-save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saveLead = vi
      .fn()
      .mockResolvedValueOnce({ id: 'lead-7', created: true })
      .mockRejectedValue(new Error('x'));
    const { store } = setup({ saveLead });
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterSaveMs);
    store.getState().setInstagram('maria');
    expect(await store.getState().continueWithoutVerifying()).toMatchObject({
      id: 'lead-7',
      instagram: 'maria',
    });
  });
});
