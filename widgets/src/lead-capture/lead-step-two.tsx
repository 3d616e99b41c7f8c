// Step 2 of the lead modal: the Instagram handle (spec §2), drawn from props alone.
import { normalizeInstagramHandle } from '@funil/core/instagram';
import type { FormEvent } from 'react';
import { Field } from '../ui/field.tsx';
import { LEAD_COPY } from './copy.ts';

export interface LeadStepTwoProps {
  /** Prefix of the element ids; the headline is `${idBase}-heading`, which names the dialog. */
  idBase: string;
  firstName: string;
  instagram: string;
  saving: boolean;
  onInstagramChange(instagram: string): void;
  onContinueWithoutVerifying(): void;
}

export function LeadStepTwo(props: LeadStepTwoProps) {
  const { idBase, firstName, instagram, saving } = props;
  const inputId = `${idBase}-instagram`;
  const hasHandle = normalizeInstagramHandle(instagram) !== '';

  // Confirming needs a verified profile (spec §5); verification comes with the preview card.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form className="funil-lead" onSubmit={onSubmit} noValidate>
      <h2 id={`${idBase}-heading`} className="funil-lead__headline">
        {LEAD_COPY.stepTwoHeadline(firstName)}
      </h2>
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
            readOnly={saving}
            onChange={(event) => props.onInstagramChange(event.currentTarget.value)}
          />
        </div>
      </Field>
      <div className="funil-lead__actions">
        <button type="submit" className="funil-button" disabled>
          {LEAD_COPY.confirm}
        </button>
        {hasHandle ? (
          <button
            type="button"
            className="funil-button funil-button--secondary"
            disabled={saving}
            onClick={props.onContinueWithoutVerifying}
          >
            {saving ? LEAD_COPY.saving : LEAD_COPY.continueWithoutVerifying}
          </button>
        ) : null}
      </div>
    </form>
  );
}
