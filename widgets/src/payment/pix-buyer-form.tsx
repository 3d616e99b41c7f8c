// The PIX step's form: name, WhatsApp, e-mail and CPF, each with its pt-BR message under it (the
// browser's check first, the server's `fields` after). What was typed lives in the modal, so an
// error or a step back never loses it.
import { formatCpf } from '@funil/core/cpf';
import { useEffect, useId, useRef } from 'react';
import { Field } from '../ui/field.tsx';
import type { BuyerDraft, BuyerErrors, BuyerField } from './pix-buyer.ts';
import { PIX_COPY } from './pix-copy.ts';

export interface PixBuyerFormProps {
  headingId: string;
  draft: BuyerDraft;
  errors: BuyerErrors;
  busy: boolean;
  onChange(draft: BuyerDraft): void;
  onSubmit(): void;
  onBack(): void;
}

const INPUTS: Record<
  BuyerField,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  cpf: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
};

export function PixBuyerForm({
  headingId,
  draft,
  errors,
  busy,
  onChange,
  onSubmit,
  onBack,
}: PixBuyerFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Each refusal (the browser's or the server's) takes the focus to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new errors object is the trigger.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const field = (name: BuyerField, label: string, first = false) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    return (
      <Field id={inputId} label={label}>
        <input
          id={inputId}
          name={name}
          className="funil-input"
          {...INPUTS[name]}
          value={draft[name]}
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          data-autofocus={first ? '' : undefined}
          onInput={(event) => {
            const value = event.currentTarget.value;
            onChange({ ...draft, [name]: name === 'cpf' ? formatCpf(value) : value });
          }}
        />
        <p id={errorId} className="funil-field__error">
          {error ?? ''}
        </p>
      </Field>
    );
  };

  return (
    <form
      ref={form}
      className="funil-pix-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h2 id={headingId} className="funil-pay__title">
        {PIX_COPY.formTitle}
      </h2>
      <p className="funil-pix-form__intro">{PIX_COPY.formIntro}</p>
      {field('name', PIX_COPY.name, true)}
      {field('phone', PIX_COPY.phone)}
      {field('email', PIX_COPY.email)}
      {field('cpf', PIX_COPY.cpf)}
      <div className="funil-pix-form__actions">
        <button type="submit" className="funil-button" aria-busy={busy} disabled={busy}>
          {busy ? PIX_COPY.creating : PIX_COPY.submit}
        </button>
        <button
          type="button"
          className="funil-button funil-button--secondary"
          disabled={busy}
          onClick={onBack}
        >
          {PIX_COPY.back}
        </button>
      </div>
    </form>
  );
}
