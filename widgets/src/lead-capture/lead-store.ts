// One vanilla zustand store per mounted lead modal: what the visitor typed and where the flow is.
import { normalizeInstagramHandle } from '@funil/core/instagram';
import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import { isPhoneLongEnough, phoneDigits } from '@funil/core/phone';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageContext } from '../lib/page-context.ts';
import { rememberLead, rememberLeadId } from './lead-storage.ts';
import { LEAD_TIMING, type LeadTiming } from './timing.ts';

export type LeadStep = 1 | 2;
/** Spec §4 also names 'instagram' and 'personalizing'; they arrive with the Instagram preview. */
export type LeadSubmitStatus = 'idle' | 'saving';

export interface LeadFormState {
  step: LeadStep;
  name: string;
  /** As the phone input gives it (E.164, e.g. '+5511987654321'); sent as digits only. */
  phone: string;
  instagram: string;
  status: LeadSubmitStatus;
  phoneError: boolean;
  leadId: string | null;
}

/** What a host learns when the visitor finishes the modal. */
export interface CapturedLead {
  /** Null only when no save reached the server: the spec never holds a visitor back for that. */
  id: string | null;
  name: string;
  /** Digits only, country code first: '5511987654321'. */
  phone: string;
  instagram: string;
}

export interface LeadActions {
  setName(name: string): void;
  setPhone(phone: string): void;
  setInstagram(instagram: string): void;
  /** Step 1: saves name and phone, then opens step 2 after the spec's delay, success or not. */
  submitContact(): Promise<void>;
  /** Step 2 without verification: saves the handle too and resolves with the captured lead. */
  continueWithoutVerifying(): Promise<CapturedLead | undefined>;
  /** Drops pending step changes, for when the modal goes away. */
  cancelPending(): void;
}

export type LeadStore = StoreApi<LeadFormState & LeadActions>;

export interface LeadStoreDeps {
  saveLead(input: LeadSaveInput): Promise<LeadSaved>;
  isPhoneRejected(error: unknown): Promise<boolean>;
  pageContext(): PageContext;
  timing?: LeadTiming;
}

export const INITIAL_LEAD_STATE: LeadFormState = {
  step: 1,
  name: '',
  phone: '',
  instagram: '',
  status: 'idle',
  phoneError: false,
  leadId: null,
};

/** Continuar is enabled only when nothing is saving, a name is typed and the phone is long enough. */
export function canSubmitContact(state: Pick<LeadFormState, 'name' | 'phone' | 'status'>): boolean {
  return state.status === 'idle' && state.name.trim() !== '' && isPhoneLongEnough(state.phone);
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function createLeadStore(deps: LeadStoreDeps, initial: Partial<LeadFormState> = {}): LeadStore {
  const timing = deps.timing ?? LEAD_TIMING;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const contactInput = (state: LeadFormState): LeadSaveInput => ({
    name: state.name.trim(),
    phone: phoneDigits(state.phone),
    ...deps.pageContext(),
  });

  return createStore<LeadFormState & LeadActions>()((set, get) => ({
    ...INITIAL_LEAD_STATE,
    ...initial,

    setName: (name) => set({ name }),
    // The message stays while the number is still too short, and goes once it is long enough.
    setPhone: (phone) =>
      set((state) => ({ phone, phoneError: state.phoneError && !isPhoneLongEnough(phone) })),
    // The field draws its own '@', so a typed or pasted one would show twice (spec §5 drops it anyway).
    setInstagram: (instagram) => set({ instagram: instagram.replace(/@/g, '') }),

    async submitContact() {
      const state = get();
      if (state.status !== 'idle' || state.name.trim() === '') return;
      if (!isPhoneLongEnough(state.phone)) {
        set({ phoneError: true });
        return;
      }
      set({ status: 'saving', phoneError: false });
      const input = contactInput(state);
      rememberLead({ name: input.name, whatsapp: input.phone });
      try {
        const saved = await deps.saveLead(input);
        rememberLeadId(saved.id);
        set({ leadId: saved.id });
        await wait(timing.stepTwoAfterSaveMs);
      } catch (error) {
        if (await deps.isPhoneRejected(error)) {
          set({ status: 'idle', phoneError: true });
          return;
        }
        // Spec §8: a failed save is only logged; the visitor goes on and keeps what they typed.
        console.error('[funil] Não foi possível salvar o lead', error);
        await wait(timing.stepTwoAfterErrorMs);
      }
      set({ step: 2, status: 'idle' });
    },

    async continueWithoutVerifying() {
      const state = get();
      const instagram = normalizeInstagramHandle(state.instagram);
      if (state.status !== 'idle' || instagram === '') return undefined;
      set({ status: 'saving' });
      const input = { ...contactInput(state), instagram };
      let id = state.leadId;
      try {
        // The server's save matches the lead by phone, so this adds the handle to the same lead.
        id = (await deps.saveLead(input)).id;
        rememberLeadId(id);
      } catch (error) {
        console.error('[funil] Não foi possível salvar o Instagram do lead', error);
      }
      set({ status: 'idle', leadId: id });
      return { id, name: input.name, phone: phoneDigits(state.phone), instagram };
    },

    cancelPending() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  }));
}
