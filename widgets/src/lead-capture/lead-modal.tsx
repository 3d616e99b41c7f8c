// The lead capture modal (spec §2, §4): a per-instance store driving steps 1 and 2 in a shadow root.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createHttpClient } from '../lib/http.ts';
import { readPageContext } from '../lib/page-context.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ShadowHost } from '../ui/shadow-host.tsx';
import { isPhoneRejected, saveLead } from './lead-api.ts';
import { LeadStepOne } from './lead-step-one.tsx';
import { LeadStepTwo } from './lead-step-two.tsx';
import { type CapturedLead, createLeadStore, firstName, type LeadFormState } from './lead-store.ts';
import { LEAD_MODAL_CSS } from './styles.ts';

/** Seeds the instance's store: resumes typed data, or shows any state in Storybook without a network. */
export type LeadModalInitialState = Partial<
  Pick<LeadFormState, 'step' | 'name' | 'phone' | 'instagram' | 'status' | 'phoneError'>
>;

export interface LeadModalProps {
  open: boolean;
  /** Called for the close button, Esc, a backdrop click, and after onComplete. */
  onClose(): void;
  onComplete?(lead: CapturedLead): void;
  /** Origin of the Funil server; '' (the default) means the page's own origin. */
  apiBase?: string;
  /** CSP nonce put on the widget's `<style>` element. */
  nonce?: string;
  /** Partner code, credited as utm_source when the page URL has none. */
  partner?: string;
  initialState?: LeadModalInitialState;
}

export function LeadModal({
  open,
  onClose,
  onComplete,
  apiBase = '',
  nonce,
  partner,
  initialState,
}: LeadModalProps) {
  // The store lives as long as this instance; it reads the latest props instead of being rebuilt.
  const latest = useRef({ apiBase, partner });
  latest.current = { apiBase, partner };
  const [store] = useState(() =>
    createLeadStore(
      {
        saveLead: (input) => saveLead(createHttpClient(latest.current.apiBase), input),
        isPhoneRejected,
        pageContext: () => readPageContext(latest.current.partner),
      },
      initialState,
    ),
  );
  useEffect(() => () => store.getState().cancelPending(), [store]);

  const state = useStore(store);
  // One useId for the whole modal: Preact's useId can repeat across sibling components.
  const idBase = useId();
  const saving = state.status === 'saving';

  const continueWithoutVerifying = async () => {
    const lead = await state.continueWithoutVerifying();
    if (!lead) return;
    onComplete?.(lead);
    onClose();
  };

  return (
    <ShadowHost css={LEAD_MODAL_CSS} nonce={nonce}>
      <Dialog open={open} onClose={onClose} labelledBy={`${idBase}-heading`} focusKey={state.step}>
        {state.step === 1 ? (
          <LeadStepOne
            idBase={idBase}
            name={state.name}
            phone={state.phone}
            saving={saving}
            phoneError={state.phoneError}
            onNameChange={state.setName}
            onPhoneChange={state.setPhone}
            onSubmit={state.submitContact}
          />
        ) : (
          <LeadStepTwo
            idBase={idBase}
            firstName={firstName(state.name)}
            instagram={state.instagram}
            saving={saving}
            onInstagramChange={state.setInstagram}
            onContinueWithoutVerifying={continueWithoutVerifying}
          />
        )}
      </Dialog>
    </ShadowHost>
  );
}
