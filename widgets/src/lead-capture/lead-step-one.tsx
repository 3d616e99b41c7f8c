// Step 1 of the lead modal: name and WhatsApp (spec §2), drawn from props alone.
import { PRIVACY_POLICY_PATH } from '@funil/core/consent-notice';
import type { Region } from '@funil/core/regions';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { apiUrl } from '../lib/api-request.ts';
import { Field } from '../ui/field.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { CONSENT_COPY, LEAD_COPY, type LeadModalTexts, PROGRESS_COPY } from './copy.ts';
import { FreeCallLine } from './free-call-line.tsx';
import { canSubmitContact } from './lead-store.ts';
import { PhoneField } from './phone-field.tsx';

export interface LeadStepOneProps {
  /** Prefix of the element ids; the headline is `${idBase}-heading`, which names the dialog. */
  idBase: string;
  /** The outage message, under the headline. */
  notice?: ReactNode;
  /** The launch's words for the modal (leadModalTexts): the headline and the free call's line. */
  texts: LeadModalTexts;
  /** The free call's day and time from the launch settings ('11/06 às 20:00'); null while they load. */
  callWhen: string | null;
  name: string;
  phone: string;
  saving: boolean;
  phoneError: boolean;
  /** The name has no letter: its message shows under the field. */
  nameError: boolean;
  /** The regional line under the phone, once the number is complete. */
  region: Region | null;
  /** Origin of the Funil server ('' for the page's own): the privacy policy is Funil's, not a partner's. */
  apiBase: string;
  onNameChange(name: string): void;
  onPhoneChange(phone: string): void;
  /** Leaving the phone field: a number that does not exist gets the message then. */
  onPhoneBlur?(): void;
  onSubmit(): void;
}

export function LeadStepOne(props: LeadStepOneProps) {
  const { idBase, name, phone, saving, phoneError, nameError } = props;
  const nameId = `${idBase}-name`;
  const nameErrorId = `${idBase}-name-error`;
  const phoneId = `${idBase}-phone`;
  const errorId = `${idBase}-phone-error`;
  const regionId = `${idBase}-phone-region`;
  const enabled = canSubmitContact({ name, phone, status: saving ? 'saving' : 'idle' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  // A disabled default button cancels the browser's implicit submission, yet Enter on a short
  // phone must still answer with the message: so Enter in a field always goes to onSubmit.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className="funil-lead" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      <h2 id={`${idBase}-heading`} className="funil-lead__headline">
        <RichText text={props.texts.headline} />
      </h2>
      {props.notice}
      <FreeCallLine text={props.texts.freeCallLine} callWhen={props.callWhen} />
      <Field id={nameId} label={LEAD_COPY.nameLabel}>
        <input
          id={nameId}
          className="funil-input"
          type="text"
          name="name"
          autoComplete="name"
          placeholder={LEAD_COPY.namePlaceholder}
          required
          data-autofocus=""
          value={name}
          readOnly={saving}
          aria-invalid={nameError || undefined}
          aria-describedby={nameErrorId}
          onChange={(event) => props.onNameChange(event.currentTarget.value)}
        />
        <p id={nameErrorId} className="funil-field__error" role="alert">
          {nameError ? LEAD_COPY.nameInvalid : null}
        </p>
      </Field>
      <Field id={phoneId} label={LEAD_COPY.phoneLabel}>
        <PhoneField
          id={phoneId}
          value={phone}
          onChange={props.onPhoneChange}
          onBlur={props.onPhoneBlur}
          readOnly={saving}
          invalid={phoneError}
          describedBy={`${errorId} ${regionId}`}
        />
        {/* A live region, so the fun line is read out when the number becomes complete. */}
        <p id={regionId} className="funil-region" aria-live="polite">
          {props.region ? (
            <>
              <span className="funil-region__emoji">{props.region.emoji}</span>{' '}
              <strong>{props.region.name}</strong>
              {': '}
              {props.region.message}
            </>
          ) : null}
        </p>
        {/* Always in the DOM, so screen readers notice when the message is put in. */}
        <p id={errorId} className="funil-field__error" role="alert">
          {phoneError ? LEAD_COPY.phoneInvalid : null}
        </p>
      </Field>
      <button type="submit" className="funil-button" disabled={!enabled}>
        {saving ? PROGRESS_COPY.saving : LEAD_COPY.continue}
      </button>
      {/* LGPD: what the save does with the data, next to the button that sends it (the version the store sends). */}
      <p className="funil-consent">
        {CONSENT_COPY.text}{' '}
        <a href={apiUrl(props.apiBase, PRIVACY_POLICY_PATH)} target="_blank" rel="noopener">
          {CONSENT_COPY.linkText}
        </a>
      </p>
    </form>
  );
}
