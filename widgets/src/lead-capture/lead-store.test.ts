import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import type { LeadSaveInput } from '@funil/core/lead';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadSavedMessage } from '../lib/lead-saved-event.ts';
import { LeadQueuedError } from './lead-outbox.ts';
import {
  canSubmitContact,
  createLeadStore,
  firstName,
  type LeadFormState,
  type LeadStoreDeps,
  phoneRegion,
} from './lead-store.ts';
import { LEAD_TIMING } from './timing.ts';

const PAGE = {
  referrer: 'https://google.com/',
  landing_page: 'https://funil.test/?utm_source=ig',
  utm_source: 'ig',
};

/** What the server answers a save: the id and the secret this browser keeps with it. */
const SAVED = { id: 'lead-1', created: true, token: 'segredo-1' };
const OWN = { leadId: 'lead-1', leadToken: 'segredo-1' };

/** The page's channel of confirmed saves, as the outbox announces them (lib/lead-saved-event.ts). */
function savesChannel() {
  const listeners = new Set<(saved: LeadSavedMessage) => void>();
  return {
    savedLeads(listener: (saved: LeadSavedMessage) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(saved: LeadSavedMessage) {
      for (const listener of listeners) listener(saved);
    },
  };
}

/** Like the outbox: a save the server confirmed is announced before the save resolves. */
function outboxSaving(channel: ReturnType<typeof savesChannel>, answer: { id: string } = SAVED) {
  return async (input: LeadSaveInput) => {
    channel.publish({ id: answer.id, phone: input.phone });
    return answer;
  };
}

function setup(
  overrides: Partial<LeadStoreDeps> = {},
  initial: Partial<LeadFormState> = {},
  answer: { id: string } = SAVED,
) {
  const channel = savesChannel();
  const saveLead = vi.fn(outboxSaving(channel, answer));
  const updateInstagram = vi.fn(async (_body: { phone: string; instagram: string }) => ({ id: 'lead-1' }));
  const deps: LeadStoreDeps = {
    saveLead,
    savedLeads: channel.savedLeads,
    updateInstagram,
    leadCapability: () => OWN,
    isPhoneRejected: async () => false,
    pageContext: () => PAGE,
    isPersonalizing: () => false,
    ...overrides,
  };
  const store = createLeadStore(deps, { name: ' Maria Silva ', phone: '+5511987654321', ...initial });
  return {
    store,
    publish: channel.publish,
    saveLead: (overrides.saveLead as typeof saveLead | undefined) ?? saveLead,
    updateInstagram: (overrides.updateInstagram as typeof updateInstagram | undefined) ?? updateInstagram,
  };
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
    expect(canSubmitContact({ ...ready, name: '\u200B\u202E\u0000' })).toBe(false);
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
    expect(saveLead).toHaveBeenCalledWith({
      name: 'Maria Silva',
      phone: '5511987654321',
      region: 'São Paulo',
      free_call: true,
      consent: { version: LEAD_CONSENT_NOTICE.version, source: 'site' },
      ...PAGE,
      ...OWN,
    });
  });

  it('says the notice was shown in the embed on a partner’s page', () => {
    const partnerPage = Symbol.for('funil.partnerPage');
    Object.assign(globalThis, { [partnerPage]: true });
    try {
      const { store, saveLead } = setup();
      void store.getState().submitContact();
      expect(saveLead).toHaveBeenCalledWith(
        expect.objectContaining({ consent: { version: LEAD_CONSENT_NOTICE.version, source: 'embed' } }),
      );
    } finally {
      Object.assign(globalThis, { [partnerPage]: false });
    }
  });

  it('saves the name cleaned by core’s text rule, as the server would store it', async () => {
    const { store, saveLead } = setup({}, { name: ' Ma\u200Bria\u0000 \u202ESilva\u202C ' });
    void store.getState().submitContact();
    expect(saveLead).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maria Silva' }));
  });

  it('stays on step 1 with the name message for a name without a letter, until it has one', async () => {
    const { store, saveLead } = setup({}, { name: '1234 !!' });
    await store.getState().submitContact();
    expect(store.getState()).toMatchObject({ step: 1, status: 'idle', nameError: true });
    expect(saveLead).not.toHaveBeenCalled();
    store.getState().setName('1234 !!?');
    expect(store.getState().nameError).toBe(true);
    store.getState().setName('Ana');
    expect(store.getState().nameError).toBe(false);
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
    // Refused rather than kept: nothing is promised for later.
    expect(store.getState().queued).toBe(false);
  });

  it('stays on step 1 with the message when the phone is too short, without calling the server', async () => {
    const { store, saveLead } = setup();
    store.getState().setPhone('+551198');
    await store.getState().submitContact();
    expect(store.getState()).toMatchObject({ step: 1, status: 'idle', phoneError: true });
    expect(saveLead).not.toHaveBeenCalled();
    // The message stays until the number is a real one.
    store.getState().setPhone('+55119876');
    expect(store.getState().phoneError).toBe(true);
    store.getState().setPhone('+5511987654321');
    expect(store.getState().phoneError).toBe(false);
  });

  it.each([
    ['an area code that does not exist', '+5500123456789'],
    ['an area code no state has', '+5520987654321'],
    ['a mobile without its ninth digit', '+551187654321'],
  ])('stays on step 1 with the message for %s, without calling the server', async (_, phone) => {
    const { store, saveLead } = setup({}, { phone });
    await store.getState().submitContact();
    expect(store.getState()).toMatchObject({ step: 1, status: 'idle', phoneError: true });
    expect(saveLead).not.toHaveBeenCalled();
    expect(localStorage.getItem('lead')).toBeNull();
  });

  it('saves a number typed with its calling code twice as the number it is', async () => {
    const { store, saveLead } = setup({}, { phone: '+555511987651234' });
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveLead).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '5511987651234', region: 'São Paulo' }),
    );
  });

  it('gives the message when the visitor leaves a number that does not exist, and none for an empty field', () => {
    const { store } = setup({}, { phone: '' });
    store.getState().checkPhone();
    expect(store.getState().phoneError).toBe(false);
    store.getState().setPhone('+55123456');
    store.getState().checkPhone();
    expect(store.getState().phoneError).toBe(true);
    store.getState().setPhone('');
    expect(store.getState().phoneError).toBe(false);
    store.getState().setPhone('+5548999990000');
    store.getState().checkPhone();
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

  // The id and its secret are the outbox's to keep, for every save it confirms (lead-outbox.test.ts).
  it('keeps the lead in localStorage as the spec names it', async () => {
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const { store } = setup({ leadCapability: () => null });
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('lead') ?? 'null')).toEqual({
      name: 'Maria Silva',
      email: '',
      whatsapp: '5511987654321',
      // Dated, so that it expires after 7 days (decision 0021).
      savedAt: Date.parse('2025-06-01T12:00:00Z'),
    });
  });

  it("sends the secret of this browser's earlier save with the save, so it may update that lead", async () => {
    const { store, saveLead } = setup();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveLead).toHaveBeenCalledWith(expect.objectContaining({ phone: '5511987654321', ...OWN }));
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

describe('a save that waits for the server', () => {
  const kept = () => new LeadQueuedError(new TypeError('Failed to fetch'));

  it('says the data is kept from the failed save on, and reports the lead once the outbox sent it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLeadCaptured = vi.fn();
    const { store, publish } = setup({ saveLead: vi.fn().mockRejectedValue(kept()), onLeadCaptured });
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ step: 1, queued: true });
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs);
    expect(store.getState()).toMatchObject({ step: 2, queued: true, leadId: null });
    expect(onLeadCaptured).not.toHaveBeenCalled();

    // Another lead's resend (an earlier page's) is not this form's.
    publish({ id: 'lead-x', phone: '5511912345678' });
    expect(store.getState()).toMatchObject({ queued: true, leadId: null });
    publish({ id: 'lead-1', phone: '5511987654321' });
    expect(store.getState()).toMatchObject({ queued: false, leadId: 'lead-1' });
    publish({ id: 'lead-1', phone: '5511987654321' });
    expect(onLeadCaptured).toHaveBeenCalledExactlyOnceWith('lead-1');
  });

  it('reports a save that succeeds at once, once, and nothing for a form that sent nothing', async () => {
    const onLeadCaptured = vi.fn();
    const { store, publish } = setup({ onLeadCaptured });
    publish({ id: 'lead-1', phone: '5511987654321' });
    expect(onLeadCaptured).not.toHaveBeenCalled();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    // A second report of the same save (a resend's) changes nothing.
    publish({ id: 'lead-1', phone: '5511987654321' });
    expect(onLeadCaptured).toHaveBeenCalledExactlyOnceWith('lead-1');
    expect(store.getState().queued).toBe(false);
  });

  it('finishes step 2 with the handle kept for later, and the lead’s id once a resend lands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, publish } = setup(
      { saveLead: vi.fn().mockRejectedValue(kept()) },
      { step: 2, leadId: null, instagram: 'maria' },
    );
    expect(await store.getState().submitInstagram()).toMatchObject({ id: null });
    expect(store.getState()).toMatchObject({ finished: true, queued: true });
    publish({ id: 'lead-1', phone: '5511987654321' });
    expect(store.getState()).toMatchObject({ finished: true, queued: false, leadId: 'lead-1' });
  });
});

describe('the phone field rules', () => {
  it('marks a number of 13 characters complete only after it stays so for 500 ms', async () => {
    const { store } = setup({}, { phone: '' });
    store.getState().setPhone('+551198765432');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs);
    expect(store.getState().phoneComplete).toBe(false);
    store.getState().setPhone('+5511987654321');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs - 1);
    store.getState().setPhone('+5521987654321');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs - 1);
    expect(store.getState().phoneComplete).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().phoneComplete).toBe(true);
    store.getState().setPhone('+552198765432');
    expect(store.getState().phoneComplete).toBe(false);
  });

  it('shows the regional line for a complete real number, and the message for one that does not exist', async () => {
    const { store } = setup({}, { phone: '' });
    store.getState().setPhone('+5548999990000');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs);
    expect(phoneRegion(store.getState())).toMatchObject({ code: '48' });
    expect(store.getState().phoneError).toBe(false);
    store.getState().setPhone('+5500123456789');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs);
    expect(phoneRegion(store.getState())).toBeNull();
    expect(store.getState().phoneError).toBe(true);
    // Area codes the regional table lacks are real: the line falls back to Brazil.
    store.getState().setPhone('+5568999991234');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs);
    expect(store.getState().phoneError).toBe(false);
    expect(phoneRegion(store.getState())).toMatchObject({ code: '00', name: 'Brasil' });
  });

  it('refuses more than 15 digits', () => {
    const { store } = setup({}, { phone: '' });
    store.getState().setPhone('+123456789012345');
    store.getState().setPhone('+1234567890123456');
    expect(store.getState().phone).toBe('+123456789012345');
  });

  it('keeps partialLeadData with the region name from step 1 on', async () => {
    const { store } = setup();
    void store.getState().submitContact();
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('partialLeadData') ?? 'null')).toEqual({
      name: 'Maria Silva',
      whatsapp: '5511987654321',
      region: 'São Paulo',
      instagram: '',
      savedAt: Date.now(),
    });
  });
});

describe('submitInstagram', () => {
  const step2 = { step: 2 as const, leadId: 'lead-1', instagram: ' @Maria.Silva ' };

  it('does nothing without a handle, or when confirming an unverified one', async () => {
    const { store, updateInstagram } = setup({}, { ...step2, instagram: ' @ ' });
    expect(await store.getState().submitInstagram()).toBeUndefined();
    store.getState().setInstagram('maria');
    store.getState().setVerifiedHandle('other');
    expect(await store.getState().submitInstagram({ verified: true })).toBeUndefined();
    expect(updateInstagram).not.toHaveBeenCalled();
  });

  it('goes instagram → personalizing → idle and resolves with the captured lead', async () => {
    const { store, updateInstagram } = setup({}, step2);
    store.getState().setVerifiedHandle('maria.silva');
    const done = store.getState().submitInstagram({ verified: true });
    expect(store.getState().status).toBe('instagram');
    expect(updateInstagram).toHaveBeenCalledWith({
      phone: '5511987654321',
      instagram: 'maria.silva',
      ...OWN,
    });
    expect(await done).toEqual({
      id: 'lead-1',
      name: 'Maria Silva',
      phone: '5511987654321',
      instagram: 'maria.silva',
      instagramVerified: true,
    });
    expect(store.getState()).toMatchObject({ status: 'idle', finished: true });
    expect(JSON.parse(localStorage.getItem('partialLeadData') ?? '{}').instagram).toBe('maria.silva');
  });

  it('reports the handle once the update saved it; a whole save is the outbox’s to report', async () => {
    const onHandleSaved = vi.fn();
    const { store } = setup({ onHandleSaved }, step2);
    await store.getState().submitInstagram();
    expect(onHandleSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'lead-1', phone: '5511987654321', instagram: 'maria.silva' }),
    );

    const notReported = vi.fn();
    const fallback = setup(
      {
        onHandleSaved: notReported,
        updateInstagram: vi.fn().mockRejectedValue(new Error('403')),
      },
      step2,
      { id: 'lead-7' },
    );
    await fallback.store.getState().submitInstagram();
    expect(notReported).not.toHaveBeenCalled();
  });

  it('saves the whole lead with the handle when the server refuses the update', async () => {
    const { store, saveLead } = setup(
      { updateInstagram: vi.fn().mockRejectedValue(new Error('403')) },
      step2,
      { id: 'lead-7' },
    );
    const done = store.getState().submitInstagram();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveLead).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '5511987654321', instagram: 'maria.silva' }),
    );
    expect(await done).toMatchObject({ id: 'lead-7', instagramVerified: false });
    expect(store.getState().leadId).toBe('lead-7');
  });

  it('saves the whole lead instead of updating when this browser holds no secret for it', async () => {
    const { store, saveLead, updateInstagram } = setup({ leadCapability: () => null }, step2);
    const done = store.getState().submitInstagram();
    await vi.advanceTimersByTimeAsync(0);
    expect(updateInstagram).not.toHaveBeenCalled();
    expect(saveLead).toHaveBeenCalledWith(expect.objectContaining({ instagram: 'maria.silva' }));
    expect(await done).toMatchObject({ id: 'lead-1' });
  });

  it('saves the whole lead when step 1 never reached the server, and still completes if that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saveLead = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, updateInstagram } = setup({ saveLead }, { ...step2, leadId: null });
    const done = store.getState().submitInstagram();
    expect(store.getState().status).toBe('saving');
    expect(await done).toMatchObject({ id: null, instagram: 'maria.silva' });
    expect(updateInstagram).not.toHaveBeenCalled();
  });

  it('waits while the personalization lock exists, polling every 300 ms', async () => {
    let locked = true;
    const isPersonalizing = vi.fn(() => locked);
    const { store } = setup({ isPersonalizing }, step2);
    const done = store.getState().submitInstagram();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().status).toBe('personalizing');
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.personalizationPollMs * 2);
    expect(isPersonalizing).toHaveBeenCalledTimes(3);
    locked = false;
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.personalizationPollMs);
    expect(await done).toBeDefined();
    expect(isPersonalizing).toHaveBeenCalledTimes(4);
    expect(store.getState().status).toBe('idle');
  });

  it('gives up on the personalization lock after 8 s', async () => {
    const { store } = setup({ isPersonalizing: () => true }, step2);
    let finished = false;
    void store
      .getState()
      .submitInstagram()
      .then(() => {
        finished = true;
      });
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.personalizationTimeoutMs - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(finished).toBe(true);
  });
});
