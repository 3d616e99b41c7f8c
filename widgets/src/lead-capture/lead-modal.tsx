// The lead capture modal (spec §2, §4): a per-instance store driving steps 1 and 2 in a shadow root.
import { freeCallWhen } from '@funil/core/free-call-when';
import { isModalSuppressed } from '@funil/core/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { PreviewState } from '../instagram-preview/preview-store.ts';
import { isPartnerPage } from '../lib/embed-context.ts';
import { useLaunchSettings } from '../lib/launch-settings.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import { onLocationChange } from '../lib/location-change.ts';
import { readPageContext } from '../lib/page-context.ts';
import { isPersonalizing, readLeadCapability, readPartialLead } from '../lib/stored-lead.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ShadowHost } from '../ui/shadow-host.tsx';
import { LEAD_COPY, leadModalTexts } from './copy.ts';
import { isPhoneRejected, updateLeadInstagram } from './lead-api.ts';
import { LeadConfirmation } from './lead-confirmation.tsx';
import { leadOutboxFor } from './lead-outbox.ts';
import { LeadStepOne } from './lead-step-one.tsx';
import { LeadStepTwo } from './lead-step-two.tsx';
import {
  type CapturedLead,
  createLeadStore,
  firstName,
  isHandleVerified,
  type LeadFormState,
  phoneRegion,
  savedPhone,
} from './lead-store.ts';
import { LEAD_MODAL_CSS } from './styles.ts';

/** Seeds the instance's store: resumes typed data, or shows any state in Storybook without a network. */
export type LeadModalInitialState = Partial<
  Pick<
    LeadFormState,
    | 'step'
    | 'name'
    | 'phone'
    | 'phoneComplete'
    | 'instagram'
    | 'verifiedHandle'
    | 'status'
    | 'phoneError'
    | 'nameError'
    | 'leadId'
    | 'queued'
    | 'finished'
  >
> & {
  /** Seeds the preview card of step 2. */
  preview?: Partial<PreviewState>;
};

export interface LeadModalProps {
  open: boolean;
  /**
   * Called for the close button, Esc, a backdrop click, a blocked route, and after onComplete
   * unless the modal shows its confirmation.
   */
  onClose(): void;
  /** Step 2 ended (confirmed or continued without verifying). */
  onComplete?(lead: CapturedLead): void;
  /**
   * The server has the lead of step 1, with its id: at once, or when the outbox resent it while
   * this page was open. Once per lead id for this modal.
   */
  onLeadCaptured?(id: string): void;
  /**
   * Ends on a confirmation with the next step instead of closing when step 2 ends: for pages that
   * show none of their own (the embed on a partner's page).
   */
  confirmation?: boolean;
  /** Origin of the Funil server; '' (the default) means the page's own origin. */
  apiBase?: string;
  /** CSP nonce for the widget's `<style>`, where the browser cannot adopt stylesheets (shadow-root.ts). */
  nonce?: string;
  /** Partner code, credited as utm_source when the page URL has none. */
  partner?: string;
  /**
   * The page's tracker: the form taking the focus reports FormStart, a handle saved by update
   * reports InstagramProvided. Saves are reported by the page's started tracker from the lead
   * outbox's document event (lib/lead-saved-event.ts), the same for every host.
   */
  tracker?: Tracker | undefined;
  initialState?: LeadModalInitialState;
}

/** What a returning visitor typed on an earlier page (spec §4 'returning visitor'). */
function resumedState(): Partial<LeadFormState> {
  const partial = readPartialLead();
  if (!partial) return {};
  if (!partial.whatsapp) return { name: partial.name, phone: '' };
  // An earlier version may have kept '555511987651234' (a pasted +55 twice): shown repaired.
  const phone = `+${partial.whatsapp}`;
  return { name: partial.name, phone: `+${savedPhone(phone) ?? partial.whatsapp}` };
}

/**
 * Follows the page path, so the modal closes itself when an SPA moves to a blocked route. Those are
 * Funil's own routes: on a partner's page its /obrigado is the partner's, where its button works.
 */
function useBlockedRoute(): boolean {
  const [blocked, setBlocked] = useState(isBlockedHere);
  useEffect(() => onLocationChange(() => setBlocked(isBlockedHere())), []);
  return blocked;
}

const isBlockedHere = () => !isPartnerPage() && isModalSuppressed(location.pathname);

export function LeadModal({
  open,
  onClose,
  onComplete,
  onLeadCaptured,
  confirmation = false,
  apiBase = '',
  nonce,
  partner,
  tracker,
  initialState,
}: LeadModalProps) {
  // The store lives as long as this instance; it reads the latest props instead of being rebuilt.
  const latest = useRef({ apiBase, partner, tracker, onLeadCaptured });
  latest.current = { apiBase, partner, tracker, onLeadCaptured };
  const [store] = useState(() => {
    const { preview: _preview, ...seed } = initialState ?? {};
    return createLeadStore(
      {
        saveLead: (input) => leadOutboxFor(latest.current.apiBase).save(input),
        updateInstagram: (body) => updateLeadInstagram(latest.current.apiBase, body),
        leadCapability: () => readLeadCapability(),
        isPhoneRejected,
        pageContext: () => readPageContext(latest.current.partner),
        isPersonalizing,
        savedLeads: onLeadSaved,
        onHandleSaved: (lead) => latest.current.tracker?.leadSaved(lead),
        onLeadCaptured: (id) => latest.current.onLeadCaptured?.(id),
      },
      initialState ? seed : resumedState(),
    );
  });
  useEffect(() => () => store.getState().cancelPending(), [store]);
  // Sends any lead an earlier page could not (offline, server down) as soon as a modal exists.
  useEffect(() => void leadOutboxFor(apiBase), [apiBase]);

  const blocked = useBlockedRoute();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Spec §2: force-closed on the thank-you, waiting-room, proposal and similar routes.
  useEffect(() => {
    if (blocked && open) onCloseRef.current();
  }, [blocked, open]);

  const state = useStore(store);
  // The launch's words and its free call as staff set them, read once per page (the widget reads them
  // as it mounts, before a click opens it): the template's words until then, the date's place kept.
  const launch = useLaunchSettings(apiBase);
  const texts = leadModalTexts(launch);
  const callWhen = launch && freeCallWhen(launch.freeCall);
  // One useId for the whole modal: Preact's useId can repeat across sibling components.
  const idBase = useId();
  const verified = isHandleVerified(state);

  const finish = async (verifiedPath: boolean) => {
    const lead = await state.submitInstagram({ verified: verifiedPath });
    if (!lead) return;
    onComplete?.(lead);
    if (!confirmation) onClose();
  };
  const done = confirmation && state.finished;
  // Live, so it is read out whenever it appears; the steps place it under their headline.
  const notice = (
    <p className="funil-lead__lede funil-notice" role="status">
      {state.queued ? LEAD_COPY.queued : null}
    </p>
  );

  return (
    <ShadowHost css={LEAD_MODAL_CSS} nonce={nonce}>
      <Dialog
        open={open && !blocked}
        onClose={onClose}
        labelledBy={`${idBase}-heading`}
        focusKey={done ? 'done' : state.step}
        onFocusInside={() => latest.current.tracker?.formStarted()}
      >
        {done ? (
          <LeadConfirmation
            idBase={idBase}
            firstName={firstName(state.name)}
            sent={state.leadId !== null}
            notice={notice}
            texts={texts}
            callWhen={callWhen}
            onClose={onClose}
          />
        ) : state.step === 1 ? (
          <LeadStepOne
            idBase={idBase}
            notice={notice}
            texts={texts}
            callWhen={callWhen}
            name={state.name}
            phone={state.phone}
            saving={state.status !== 'idle'}
            phoneError={state.phoneError}
            nameError={state.nameError}
            region={phoneRegion(state)}
            apiBase={apiBase}
            onNameChange={state.setName}
            onPhoneChange={state.setPhone}
            onPhoneBlur={state.checkPhone}
            onSubmit={state.submitContact}
          />
        ) : (
          <LeadStepTwo
            idBase={idBase}
            notice={notice}
            firstName={firstName(state.name)}
            instagram={state.instagram}
            status={state.status}
            verified={verified}
            apiBase={apiBase}
            previewState={initialState?.preview}
            onInstagramChange={state.setInstagram}
            onPreviewLoaded={(end) =>
              state.setVerifiedHandle(end.found ? (end.profile?.username ?? null) : null)
            }
            onConfirm={() => void finish(true)}
            onContinueWithoutVerifying={() => void finish(false)}
          />
        )}
      </Dialog>
    </ShadowHost>
  );
}
