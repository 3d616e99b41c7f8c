// One step of the cadence form: when it goes, its text (with buttons that insert each variable where
// the cursor is) and the approved template sent outside the 24 h window.
import { CADENCE_VARIABLES, type CadenceTrigger, type CadenceVariable } from '@funil/core/cadence';
import { useRef } from 'react';
import {
  DELAY_UNIT_LABELS,
  DELAY_UNITS,
  type DelayUnit,
  minutesOf,
  type StepDraft,
} from './cadence-draft.ts';
import { formatDelay, stepName } from './whatsapp-format.ts';

const VARIABLES = Object.entries(CADENCE_VARIABLES) as [CadenceVariable, string][];

export function CadenceStepFields({
  index,
  trigger,
  step,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  trigger: CadenceTrigger;
  step: StepDraft;
  errors: Record<string, string>;
  onChange: (step: StepDraft) => void;
  /** Absent for the only step: a cadence has at least one. */
  onRemove: (() => void) | undefined;
}) {
  const text = useRef<HTMLTextAreaElement>(null);
  const id = (field: string) => `cadence-step-${index}-${field}`;
  const error = (field: string) => errors[`steps.${index}.${field}`];
  const minutes = minutesOf(step);

  const insert = (name: CadenceVariable) => {
    const box = text.current;
    const token = `{${name}}`;
    const start = box?.selectionStart ?? step.text.length;
    const end = box?.selectionEnd ?? step.text.length;
    onChange({ ...step, text: step.text.slice(0, start) + token + step.text.slice(end) });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const described = (field: string, hint?: string) =>
    [hint, error(field) && id(`${field}-error`)].filter(Boolean).join(' ') || undefined;
  const message = (field: string) =>
    error(field) && (
      <small id={id(`${field}-error`)} className="admin-error">
        {error(field)}
      </small>
    );

  return (
    <div className="cadence-step">
      <div className="cadence-step__head">
        <h3>{stepName(index)}</h3>
        {onRemove && (
          <button type="button" className="admin-button admin-button--secondary" onClick={onRemove}>
            Remover {stepName(index).toLowerCase()}
          </button>
        )}
      </div>
      <div className="admin-field cadence-step__delay">
        <label htmlFor={id('delay')}>Espera</label>
        <div className="cadence-step__delay-inputs">
          <input
            id={id('delay')}
            inputMode="decimal"
            value={step.amount}
            aria-invalid={error('delay_minutes') ? true : undefined}
            aria-describedby={described('delay_minutes', id('delay-hint'))}
            onChange={(event) => onChange({ ...step, amount: event.currentTarget.value })}
          />
          <select
            aria-label={`Unidade da espera do ${stepName(index).toLowerCase()}`}
            value={step.unit}
            onChange={(event) => onChange({ ...step, unit: event.currentTarget.value as DelayUnit })}
          >
            {(Object.keys(DELAY_UNITS) as DelayUnit[]).map((unit) => (
              <option key={unit} value={unit}>
                {DELAY_UNIT_LABELS[unit]}
              </option>
            ))}
          </select>
        </div>
        <small id={id('delay-hint')}>
          {minutes === null ? 'Informe um número.' : formatDelay(trigger, minutes)}
        </small>
        {message('delay_minutes')}
      </div>
      <div className="admin-field">
        <label htmlFor={id('text')}>Mensagem</label>
        <textarea
          id={id('text')}
          ref={text}
          rows={4}
          value={step.text}
          aria-invalid={error('text') ? true : undefined}
          aria-describedby={described('text')}
          onChange={(event) => onChange({ ...step, text: event.currentTarget.value })}
        />
        {message('text')}
        <fieldset className="cadence-step__variables">
          <legend>Inserir variável</legend>
          {VARIABLES.map(([name, label]) => (
            <button
              key={name}
              type="button"
              className="cadence-step__variable"
              title={label}
              onClick={() => insert(name)}
            >
              {`{${name}}`}
              <span className="visually-hidden"> ({label})</span>
            </button>
          ))}
        </fieldset>
      </div>
      <div className="cadence-step__template">
        <div className="admin-field">
          <label htmlFor={id('template-name')}>Modelo aprovado (opcional)</label>
          <input
            id={id('template-name')}
            value={step.templateName}
            placeholder="Ex.: recuperacao_pix"
            aria-invalid={error('template') ? true : undefined}
            aria-describedby={described('template', id('template-hint'))}
            onChange={(event) => onChange({ ...step, templateName: event.currentTarget.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={id('template-language')}>Idioma do modelo</label>
          <input
            id={id('template-language')}
            value={step.templateLanguage}
            placeholder="pt_BR"
            aria-invalid={error('template') ? true : undefined}
            onChange={(event) => onChange({ ...step, templateLanguage: event.currentTarget.value })}
          />
        </div>
        <small id={id('template-hint')} className="cadence-step__template-hint">
          Fora da janela de 24 h o WhatsApp só entrega modelos aprovados pela Meta; as variáveis do texto
          viram os parâmetros do modelo, na ordem.
        </small>
        {message('template')}
      </div>
    </div>
  );
}
