// The "Textos" part of the launch settings form (issue 29): one fieldset per page or widget, one
// textarea per text, the template's words as its placeholder; empty means "use the template".

import { LAUNCH_TEXT_PLACEHOLDERS } from '@funil/core/launch-text-values';
import {
  defaultLaunchText,
  LAUNCH_TEXT_GROUPS,
  type LaunchTextField,
  type LaunchTextGroup,
  type LaunchTextKind,
  type LaunchTextSettingKey,
} from '@funil/core/launch-texts';
import type { ReactNode } from 'react';

const KIND_HINTS: Record<LaunchTextKind, string | null> = {
  line: null,
  text: null,
  list: 'Um item por linha.',
  blocks: 'Separe os itens com uma linha em branco; a primeira linha de cada item é o título.',
};

const ROWS: Record<LaunchTextKind, number> = { line: 1, text: 3, list: 5, blocks: 8 };

const GROUPS = Object.keys(LAUNCH_TEXT_GROUPS) as LaunchTextGroup[];

/** 'texts.home.capturingHeadline' → 'launch-texts-home-capturingHeadline'. */
export const textFieldId = (key: LaunchTextSettingKey) => `launch-${key.replaceAll('.', '-')}`;

export interface LaunchTextsFieldsProps {
  values: Record<LaunchTextSettingKey, string>;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange(key: LaunchTextSettingKey, value: string): void;
}

export function LaunchTextsFields({ values, errors, readOnly, onChange }: LaunchTextsFieldsProps) {
  const field = (key: LaunchTextSettingKey, spec: LaunchTextField): ReactNode => {
    const id = textFieldId(key);
    const hint = [KIND_HINTS[spec.kind], spec.hint].filter(Boolean).join(' ');
    const error = errors[key];
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className="admin-field launch-texts__field" key={key}>
        <label htmlFor={id}>{spec.label}</label>
        <textarea
          id={id}
          rows={ROWS[spec.kind]}
          placeholder={defaultLaunchText(key)}
          value={values[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(key, event.currentTarget.value)}
        />
        {hint && <small id={`${id}-hint`}>{hint}</small>}
        {error && (
          <small id={`${id}-error`} className="admin-error">
            {error}
          </small>
        )}
      </div>
    );
  };

  return (
    <section className="admin-card launch-texts" aria-labelledby="launch-texts-title">
      <h2 id="launch-texts-title">Textos</h2>
      <div className="launch-texts__help" id="launch-texts-help">
        <p>
          Cada texto em branco usa o do modelo, que aparece em cinza no campo. Para destacar, escreva{' '}
          <code>**negrito**</code>; para um link, <code>[texto do link](https://…)</code> ou{' '}
          <code>[escreva para nós](mailto:…)</code>; uma nova linha quebra a linha na página.
        </p>
        <details>
          <summary>Valores do lançamento que você pode usar nos textos</summary>
          <ul>
            {Object.entries(LAUNCH_TEXT_PLACEHOLDERS).map(([name, meaning]) => (
              <li key={name}>
                <code>{`{${name}}`}</code>: {meaning}
              </li>
            ))}
          </ul>
        </details>
      </div>
      {GROUPS.map((group) => {
        const { legend, fields } = LAUNCH_TEXT_GROUPS[group];
        const entries = Object.entries(fields) as [string, LaunchTextField][];
        const sections = [...new Set(entries.map(([, spec]) => spec.section))];
        const fieldsOf = (section: string | undefined) =>
          entries
            .filter(([, spec]) => spec.section === section)
            .map(([name, spec]) => field(`texts.${group}.${name}` as LaunchTextSettingKey, spec));
        return (
          <fieldset className="launch-texts__group" key={group} disabled={readOnly}>
            <legend>{legend}</legend>
            {/* A part of a page is a fieldset of its own, so "Título" is always said with its place. */}
            {sections.map((section) =>
              section ? (
                <fieldset className="launch-texts__section" key={section}>
                  <legend>{section}</legend>
                  {fieldsOf(section)}
                </fieldset>
              ) : (
                fieldsOf(undefined)
              ),
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
