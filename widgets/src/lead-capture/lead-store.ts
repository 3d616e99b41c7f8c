// One vanilla zustand store per mounted lead modal: what the visitor typed and where the flow is.
import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { normalizeInstagramHandle } from '@funil/core/instagram';
import type { LeadSaveInput } from '@funil/core/lead';
import { isPhoneLongEnough, PHONE_COMPLETE_LENGTH, PHONE_MAX_DIGITS, phoneDigits } from '@funil/core/phone';
import { readPhone } from '@funil/core/phone-reading';
import { type Region, regionForPhone } from '@funil/core/regions';
import { cleanLine, hasLetter } from '@funil/core/text';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isPartnerPage } from '../lib/embed-context.ts';
import type { LeadSavedMessage } from '../lib/lead-saved-event.ts';
import type { PageContext } from '../lib/page-context.ts';
import { rememberLead, rememberPartialLead } from '../lib/stored-lead.ts';
import type { SavedLead } from '../tracker/tracker-api.ts';
import { LeadQueuedError } from './lead-outbox.ts';
import { PHONE_METADATA } from './phone-metadata.ts';
import { LEAD_TIMING, type LeadTiming } from './timing.ts';

export type LeadStep = 1 | 2;
/** Spec §4: idle, then saving (step 1), instagram and personalizing (step 2), back to idle. */
export type LeadSubmitStatus = 'idle' | 'saving' | 'instagram' | 'personalizing';

export interface LeadFormState {
  step: LeadStep;
  name: string;
  /** As the phone input gives it (E.164, e.g. '+5511987654321'); sent as digits only. */
  phone: string;
  /** True 500 ms after the phone reached 13 characters; the regional line shows then. */
  phoneComplete: boolean;
  instagram: string;
  /** The handle the preview card found a profile for; Confirmar needs it to match the field. */
  verifiedHandle: string | null;
  status: LeadSubmitStatus;
  phoneError: boolean;
  /** Continuar was pressed on a name with no letter ('123'); cleared once the name has one. */
  nameError: boolean;
  leadId: string | null;
  /** A save could not reach the server: the outbox keeps it on the device until it is sent. */
  queued: boolean;
  /** Step 2 ended (confirmed or continued without verifying). */
  finished: boolean;
}

/** What a host learns when the visitor finishes the modal. */
export interface CapturedLead {
  /** Null only when no save reached the server yet: the outbox keeps sending it meanwhile. */
  id: string | null;
  name: string;
  /** Digits only, country code first: '5511987654321'. */
  phone: string;
  instagram: string;
  /** True when the preview card found the profile for this handle. */
  instagramVerified: boolean;
}

export interface LeadActions {
  setName(name: string): void;
  setPhone(phone: string): void;
  /** The visitor left the phone field: a number typed there that does not exist gets the message. */
  checkPhone(): void;
  setInstagram(instagram: string): void;
  /** The preview card's verdict for the handle it looked up. */
  setVerifiedHandle(handle: string | null): void;
  /** Step 1: saves name and phone, then opens step 2 after the spec's delay, success or not. */
  submitContact(): Promise<void>;
  /** Step 2: adds the handle to the lead, waits for personalisation, resolves with the lead. */
  submitInstagram(options?: { verified: boolean }): Promise<CapturedLead | undefined>;
  /** Drops pending step changes and timers and stops listening for saves, for when the modal goes away. */
  cancelPending(): void;
}

export type LeadStore = StoreApi<LeadFormState & LeadActions>;

/** The lead id and secret this browser holds (decision 0019), sent with every change of the lead. */
export interface LeadCapability {
  leadId: string;
  leadToken: string;
}

export interface LeadStoreDeps {
  /**
   * Hands the save to the outbox (lead-outbox.ts): it resolves once the server has the lead, and
   * rejects with LeadQueuedError while the outbox keeps it, or with the server's refusal. The id
   * is not taken from here: it arrives, as every save's does, through savedLeads.
   */
  saveLead(input: LeadSaveInput): Promise<unknown>;
  /**
   * The one way this form hears that the server has a lead: the outbox's announcement of every
   * confirmed save, at once or by a later resend (lib/lead-saved-event.ts). Returns the unsubscribe.
   */
  savedLeads(listener: (saved: LeadSavedMessage) => void): () => void;
  updateInstagram(
    body: { phone: string; instagram: string } & Partial<LeadCapability>,
  ): Promise<{ id: string }>;
  /** What an earlier save of this browser answered, read when a request is made. */
  leadCapability?(): LeadCapability | null;
  isPhoneRejected(error: unknown): boolean | Promise<boolean>;
  pageContext(): PageContext;
  /** Whether the personalization-lock key exists right now. */
  isPersonalizing(): boolean;
  /**
   * After an Instagram update the server confirmed (saves are reported by the outbox, which
   * sees every one): InstagramProvided is reported from here, when it became true.
   */
  onHandleSaved?(lead: SavedLead): void;
  /** The server has this form's lead (once per id and store), however long the save took. */
  onLeadCaptured?(id: string): void;
  timing?: LeadTiming;
}

const SAVE_FAILED_LOG = '[funil] Não foi possível salvar o lead agora; nova tentativa em segundo plano';

export const INITIAL_LEAD_STATE: LeadFormState = {
  step: 1,
  name: '',
  phone: '',
  phoneComplete: false,
  instagram: '',
  verifiedHandle: null,
  status: 'idle',
  phoneError: false,
  nameError: false,
  leadId: null,
  queued: false,
  finished: false,
};

/**
 * The number as it is saved ('5511987654321'), read by core's rule on the browser's metadata:
 * undefined when its country's plan does not know it (for Brazil an area code or a subscriber
 * number that does not exist). The server reads it again with the full plan.
 */
export function savedPhone(phone: string): string | undefined {
  const reading = readPhone(phone, PHONE_METADATA);
  return reading.valid ? reading.digits : undefined;
}

/** The regional line under the phone (spec §5): once the number is complete, and only a real one. */
export function phoneRegion(state: Pick<LeadFormState, 'phone' | 'phoneComplete'>): Region | null {
  const digits = state.phoneComplete ? savedPhone(state.phone) : undefined;
  return digits === undefined ? null : regionForPhone(digits);
}

/** The name as it is saved: core's text rule (no controls, invisible or bidi characters), trimmed. */
export function typedName(name: string): string {
  return cleanLine(name).trim();
}

/**
 * Continuar is enabled only when nothing is saving, a name is typed and the phone is long enough;
 * a name of invisible characters only is no name.
 */
export function canSubmitContact(state: Pick<LeadFormState, 'name' | 'phone' | 'status'>): boolean {
  return state.status === 'idle' && typedName(state.name) !== '' && isPhoneLongEnough(state.phone);
}

export { firstName } from '@funil/core/text';

export function isHandleVerified(state: Pick<LeadFormState, 'instagram' | 'verifiedHandle'>): boolean {
  const handle = normalizeInstagramHandle(state.instagram);
  return handle !== '' && state.verifiedHandle === handle;
}

export function createLeadStore(deps: LeadStoreDeps, initial: Partial<LeadFormState> = {}): LeadStore {
  const timing = deps.timing ?? LEAD_TIMING;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const wait = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));
  let completeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The number this form sent: the outbox's reports of other leads are not this form's. */
  let sentPhone: string | null = null;
  const reported = new Set<string>();

  // Only a number savedPhone() read is ever sent; before that the digits are a fallback for types.
  const digitsOf = (state: LeadFormState) => savedPhone(state.phone) ?? phoneDigits(state.phone);

  // `region` is an optional field of the save (see /api/openapi.json); a server that does not know it drops it.
  // The modal's copy promises the free call, so every save from it registers the lead for it
  // (the outbox resends this same body, registration included).
  const contactInput = (state: LeadFormState): LeadSaveInput & { region: string } => ({
    name: typedName(state.name),
    phone: digitsOf(state),
    region: regionForPhone(digitsOf(state)).name,
    free_call: true,
    // The notice step 1 shows under its button, and whether a partner's page showed it.
    consent: { version: LEAD_CONSENT_NOTICE.version, source: isPartnerPage() ? 'embed' : 'site' },
    ...deps.pageContext(),
  });
  // The save carries the secret of this browser's earlier save, so it may update that lead; the
  // outbox keeps it with the queued body (decision 0019).
  const saveInput = (state: LeadFormState, extra: Partial<LeadSaveInput> = {}): LeadSaveInput => ({
    ...contactInput(state),
    ...extra,
    ...(deps.leadCapability?.() ?? {}),
  });

  const partial = (state: LeadFormState, instagram: string) =>
    rememberPartialLead({
      name: typedName(state.name),
      whatsapp: digitsOf(state),
      region: regionForPhone(digitsOf(state)).name,
      instagram,
    });

  /** Spec §4: polls the lock every 300 ms and stops waiting after 8 s, lock or not. */
  async function waitForPersonalization() {
    for (let waited = 0; deps.isPersonalizing() && waited < timing.personalizationTimeoutMs; ) {
      const step = Math.min(timing.personalizationPollMs, timing.personalizationTimeoutMs - waited);
      await wait(step);
      waited += step;
    }
  }

  const store = createStore<LeadFormState & LeadActions>()((set, get) => ({
    ...INITIAL_LEAD_STATE,
    ...initial,

    setName: (name) => set((state) => ({ name, nameError: state.nameError && !hasLetter(typedName(name)) })),

    setPhone(phone) {
      const digits = phoneDigits(phone);
      // Spec §5: the field takes at most 15 digits; a longer paste is refused whole.
      if (digits.length > PHONE_MAX_DIGITS) return;
      clearTimeout(completeTimer);
      if (completeTimer) timers.delete(completeTimer);
      // The message stays until the number is a real one (or the field is emptied to start over).
      set((state) => ({
        phone,
        phoneComplete: false,
        phoneError: state.phoneError && digits !== '' && savedPhone(phone) === undefined,
      }));
      if (digits.length >= PHONE_COMPLETE_LENGTH) {
        // A complete number that does not exist gets the message instead of the regional line.
        completeTimer = later(timing.phoneCompleteAfterMs, () =>
          set((state) => ({ phoneComplete: true, phoneError: state.phoneError || !savedPhone(phone) })),
        );
      }
    },

    checkPhone() {
      const { phone } = get();
      if (phoneDigits(phone) !== '' && savedPhone(phone) === undefined) set({ phoneError: true });
    },

    // The field draws its own '@', so a typed or pasted one would show twice (spec §5 drops it anyway).
    setInstagram: (instagram) => set({ instagram: instagram.replace(/@/g, '') }),
    setVerifiedHandle: (handle) => set({ verifiedHandle: handle }),

    async submitContact() {
      const state = get();
      if (state.status !== 'idle' || typedName(state.name) === '') return;
      // The server refuses a name without a letter (core's rule): say so here, send nothing.
      if (!hasLetter(typedName(state.name))) {
        set({ nameError: true });
        return;
      }
      // Spec §5: too short, or (core's rule) a number that does not exist: the message, nothing sent.
      if (!isPhoneLongEnough(state.phone) || savedPhone(state.phone) === undefined) {
        set({ phoneError: true });
        return;
      }
      set({ status: 'saving', phoneError: false });
      const input = saveInput(state);
      sentPhone = input.phone;
      rememberLead({ name: input.name, whatsapp: input.phone });
      partial(state, '');
      try {
        await deps.saveLead(input);
        await wait(timing.stepTwoAfterSaveMs);
      } catch (error) {
        if (await deps.isPhoneRejected(error)) {
          set({ status: 'idle', phoneError: true });
          return;
        }
        // Spec §8: a failed save is only logged; the outbox keeps sending it, the visitor moves on,
        // told that the data is kept when it is.
        set({ queued: error instanceof LeadQueuedError });
        console.error(SAVE_FAILED_LOG, error);
        await wait(timing.stepTwoAfterErrorMs);
      }
      set({ step: 2, status: 'idle' });
    },

    async submitInstagram({ verified } = { verified: false }) {
      const state = get();
      const instagram = normalizeInstagramHandle(state.instagram);
      if (state.status !== 'idle' || instagram === '') return undefined;
      // Spec §5: Confirmar needs the verified profile; skipping is the only other way on.
      if (verified && !isHandleVerified(state)) return undefined;
      partial(state, instagram);
      const phone = digitsOf(state);
      let id = state.leadId;
      set({ status: 'instagram' });
      try {
        const capability = deps.leadCapability?.() ?? null;
        if (id === null || capability === null) throw new Error('lead not saved yet');
        id = (await deps.updateInstagram({ phone, instagram, ...capability })).id;
        deps.onHandleSaved?.({ ...contactInput(state), id, instagram });
      } catch {
        // Not on the server (yet), or not this browser's to change: the whole lead with its handle
        // goes through the outbox instead.
        set({ status: 'saving' });
        sentPhone = phone;
        id = null;
        try {
          await deps.saveLead(saveInput(state, { instagram }));
        } catch (error) {
          if (error instanceof LeadQueuedError) set({ queued: true });
          console.error(SAVE_FAILED_LOG, error);
        }
      }
      // A save's id came through savedLeads; an update's is the lead it changed.
      set((now) => ({ status: 'personalizing', leadId: id ?? now.leadId }));
      await waitForPersonalization();
      set({ status: 'idle', finished: true });
      return {
        // A resend may have landed meanwhile.
        id: get().leadId,
        name: typedName(state.name),
        phone,
        instagram,
        instagramVerified: isHandleVerified(state),
      };
    },

    cancelPending() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopListening();
    },
  }));
  // Every confirmed save, this form's own at once or a resend later: when it is this form's lead,
  // its id is kept, the outage message goes away, and the host hears of it once.
  const stopListening = deps.savedLeads(({ id, phone }) => {
    if (sentPhone === null || phone !== sentPhone) return;
    store.setState({ leadId: id, queued: false });
    if (reported.has(id)) return;
    reported.add(id);
    deps.onLeadCaptured?.(id);
  });
  // A resumed number is complete by the same 500 ms rule as a typed one.
  if (initial.phone && initial.phoneComplete === undefined) store.getState().setPhone(initial.phone);
  return store;
}
