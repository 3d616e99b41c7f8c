// Step 2 of the lead modal: the Instagram handle, the preview card and the submit progress (spec §2).
import { normalizeInstagramHandle } from '@funil/core/instagram';
import type { FormEvent, ReactNode } from 'react';
import { InstagramPreview } from '../instagram-preview/instagram-preview.tsx';
import type { LoadingEnd, PreviewState } from '../instagram-preview/preview-store.ts';
import { Field } from '../ui/field.tsx';
import { LEAD_COPY, progressText } from './copy.ts';
import type { LeadSubmitStatus } from './lead-store.ts';

export interface LeadStepTwoProps {
  /** Prefix of the element ids; the headline is `${idBase}-heading`, which names the dialog. */
  idBase: string;
  /** The outage message, under the headline. */
  notice?: ReactNode;
  firstName: string;
  instagram: string;
  status: LeadSubmitStatus;
  /** The preview card found the profile of the handle in the field. */
  verified: boolean;
  apiBase: string;
  onInstagramChange(instagram: string): void;
  onPreviewLoaded(end: LoadingEnd): void;
  onConfirm(): void;
  onContinueWithoutVerifying(): void;
  /** Seeds the card's store (Storybook). */
  previewState?: Partial<PreviewState> | undefined;
}

export function LeadStepTwo(props: LeadStepTwoProps) {
  const { idBase, firstName, instagram, status, verified } = props;
  const inputId = `${idBase}-instagram`;
  const busy = status !== 'idle';
  const hasHandle = normalizeInstagramHandle(instagram) !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verified) props.onConfirm();
  };

  return (
    <form className="funil-lead" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <h2 id={`${idBase}-heading`} className="funil-lead__headline">
        {LEAD_COPY.stepTwoHeadline(firstName)}
      </h2>
      {props.notice}
      <Field id={inputId} label={LEAD_COPY.instagramLabel}>
        <div className="funil-handle">
          <span className="funil-handle__at" aria-hidden="true">
            @
          </span>
          <input
            id={inputId}
            className="funil-input funil-handle__input"
            type="text"
            name="instagram"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck="false"
            placeholder={LEAD_COPY.instagramPlaceholder}
            data-autofocus=""
            value={instagram}
            readOnly={busy}
            onChange={(event) => props.onInstagramChange(event.currentTarget.value)}
          />
        </div>
      </Field>
      <InstagramPreview
        username={instagram}
        apiBase={props.apiBase}
        onLoadingEnd={props.onPreviewLoaded}
        initialState={props.previewState}
      />
      <div className="funil-lead__actions">
        <button type="submit" className="funil-button" disabled={!verified || busy}>
          {busy ? progressText(status) : LEAD_COPY.confirm}
        </button>
        {hasHandle && !verified ? (
          <button
            type="button"
            className="funil-button funil-button--secondary"
            disabled={busy}
            onClick={props.onContinueWithoutVerifying}
          >
            {LEAD_COPY.continueWithoutVerifying}
          </button>
        ) : null}
      </div>
      <p className="funil-lead__progress" role="status">
        {progressText(status)}
      </p>
    </form>
  );
}
