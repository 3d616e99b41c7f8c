// The launch settings form: one fieldset per part of the launch, then the launch's texts, pt-BR
// labels, the server's message under each field it refuses. Viewers see the same form, read-only.
import {
  LAUNCH_SETTING_LABELS,
  LAUNCH_STATE_LABELS,
  LAUNCH_STATES,
  type LaunchSettings,
  type LaunchState,
} from '@funil/core/launch-settings';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, adminRequest, errorMessage } from '../admin-api.ts';
import { SaveError } from '../save-error.tsx';
import { useToast } from '../toast.tsx';
import { adSpendError, draftOf, type LaunchSettingsDraft, settingsOf } from './launch-settings-draft.ts';
import { LaunchTextsFields } from './launch-texts-fields.tsx';

type TextKey = Exclude<keyof LaunchSettingsDraft, 'state' | 'immersion.onSale'>;

/** What a section drawn inside the form gets: the draft, the server's messages, and a setter. */
export interface LaunchSettingsSectionProps {
  values: LaunchSettingsDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: <K extends keyof LaunchSettingsDraft>(key: K, value: LaunchSettingsDraft[K]) => void;
}

interface FieldSpec {
  key: TextKey;
  type?: 'date' | 'time' | 'url' | 'email' | 'tel';
  inputMode?: 'decimal' | 'numeric' | 'url' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Call gratuita ao vivo',
    fields: [
      { key: 'freeCall.date', type: 'date' },
      { key: 'freeCall.time', type: 'time', hint: 'Horário de Brasília. A call dura uma hora.' },
      { key: 'freeCall.zoomUrl', type: 'url', placeholder: 'https://us02web.zoom.us/j/…' },
    ],
  },
  {
    legend: 'Programa IA NA PRÁTICA',
    fields: [
      { key: 'program.pixPriceCents', inputMode: 'decimal', hint: 'Em reais, por exemplo 1.797,00.' },
      { key: 'program.cardInstallments', inputMode: 'numeric' },
      { key: 'program.cardTotalCents', inputMode: 'decimal', hint: 'A soma das parcelas, em reais.' },
      {
        key: 'sales.endDate',
        type: 'date',
        hint: 'Opcional. Só com um fim real o popup de saída mostra contagem regressiva (nas últimas 24 horas).',
      },
      { key: 'sales.endTime', type: 'time', hint: 'Horário de Brasília; sem horário, 23:59.' },
    ],
  },
  {
    legend: 'Imersão',
    fields: [
      { key: 'immersion.date', type: 'date' },
      { key: 'immersion.startTime', type: 'time' },
      { key: 'immersion.endTime', type: 'time' },
      { key: 'immersion.priceCents', inputMode: 'decimal', hint: 'Em reais, por exemplo 97,00.' },
      { key: 'immersion.location' },
    ],
  },
  {
    legend: 'WhatsApp e contatos',
    fields: [
      { key: 'contacts.teamWhatsapp', type: 'tel', inputMode: 'tel', placeholder: '5511912345678' },
      { key: 'contacts.buyersGroupUrl', type: 'url', placeholder: 'https://chat.whatsapp.com/…' },
      { key: 'contacts.callGroupUrl', type: 'url', placeholder: 'https://chat.whatsapp.com/…' },
      { key: 'contacts.supportEmail', type: 'email' },
      { key: 'contacts.privacyEmail', type: 'email', hint: 'Aparece na política de privacidade.' },
    ],
  },
  {
    legend: 'Pixels e análise',
    fields: [
      { key: 'tracking.metaPixelId', inputMode: 'numeric' },
      { key: 'tracking.tiktokPixelId' },
      { key: 'tracking.analyticsId', placeholder: 'G-ABC123XYZ' },
    ],
  },
];

/** A launch's ad spend (issue 29): staff only, for the comparison's cost per lead. */
const ADS_GROUP: { legend: string; fields: FieldSpec[] } = {
  legend: 'Anúncios',
  fields: [
    {
      key: 'ads.spendCents',
      inputMode: 'decimal',
      placeholder: '2.500,00',
      hint: 'Em reais, o total gasto em anúncios neste lançamento. Só a equipe vê: é o custo por lead na comparação dos lançamentos. Deixe vazio enquanto não souber.',
    },
  ],
};

const idOf = (key: string) => `launch-${key.replace('.', '-')}`;

type SaveState =
  | { kind: 'idle' | 'saving' }
  | { kind: 'error'; message: string; fields: Record<string, string> };

/** The current launch's settings (PUT /launch-settings), unless a launch's editor saves elsewhere. */
const saveCurrentLaunch = async (settings: unknown) =>
  (await adminRequest('PUT /launch-settings', { body: settings })).settings;

export function LaunchSettingsForm({
  settings,
  readOnly,
  onSaved,
  save = saveCurrentLaunch,
  savedText = 'Configurações salvas. As páginas e os novos checkouts já usam os novos valores.',
  submitLabel = 'Salvar configurações',
  leading,
  extra,
  ads = false,
}: {
  settings: LaunchSettings;
  readOnly: boolean;
  onSaved: (settings: LaunchSettings) => void;
  /** Sends the settings as the form holds them; answers them as saved. */
  save?: (settings: unknown) => Promise<LaunchSettings>;
  /** What the toast says once saved. */
  savedText?: string;
  submitLabel?: string;
  /** Fields drawn before the settings (a launch's name and address), with the server's messages. */
  leading?: (fieldErrors: Record<string, string>) => ReactNode;
  /** A section of the editor's own (a launch's product), drawn before the texts and saved with them. */
  extra?: (fields: LaunchSettingsSectionProps) => ReactNode;
  /** Whether the form shows the launch's ad spend (a launch's editor does). */
  ads?: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const confirm = useToast();
  const fieldErrors = state.kind === 'error' ? state.fields : {};
  const set = <K extends keyof LaunchSettingsDraft>(key: K, value: LaunchSettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const spendError = adSpendError(draft['ads.spendCents']);
    if (ads && spendError !== null) {
      setState({ kind: 'error', message: spendError, fields: { 'ads.spendCents': spendError } });
      return;
    }
    setState({ kind: 'saving' });
    try {
      const saved = await save(settingsOf(draft));
      setDraft(draftOf(saved));
      onSaved(saved);
      setState({ kind: 'idle' });
      confirm(savedText);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setState({ kind: 'error', message: errorMessage(failure), fields });
    }
  };

  const field = ({ key, type, inputMode, placeholder, hint }: FieldSpec): ReactNode => {
    const error = fieldErrors[key];
    const described = [hint && `${idOf(key)}-hint`, error && `${idOf(key)}-error`].filter(Boolean).join(' ');
    return (
      <div className="admin-field" key={key}>
        <label htmlFor={idOf(key)}>{LAUNCH_SETTING_LABELS[key]}</label>
        <input
          id={idOf(key)}
          type={type ?? 'text'}
          inputMode={inputMode}
          placeholder={placeholder}
          value={draft[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => set(key, event.currentTarget.value)}
        />
        {hint && <small id={`${idOf(key)}-hint`}>{hint}</small>}
        {error && (
          <small id={`${idOf(key)}-error`} className="admin-error">
            {error}
          </small>
        )}
      </div>
    );
  };

  return (
    <form className="admin-form launch-settings" onSubmit={(event) => void submit(event)} noValidate>
      {leading?.(fieldErrors)}
      <fieldset className="admin-card" disabled={readOnly}>
        <legend>Fase do lançamento</legend>
        <div className="admin-field">
          <label htmlFor="launch-state">{LAUNCH_SETTING_LABELS.state}</label>
          <select
            id="launch-state"
            value={draft.state}
            onChange={(event) => set('state', event.currentTarget.value as LaunchState)}
          >
            {LAUNCH_STATES.map((value) => (
              <option key={value} value={value}>
                {LAUNCH_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <label className="launch-settings__check">
          <input
            type="checkbox"
            checked={draft['immersion.onSale']}
            onChange={(event) => set('immersion.onSale', event.currentTarget.checked)}
          />
          {LAUNCH_SETTING_LABELS['immersion.onSale']}
        </label>
      </fieldset>
      {(ads ? [...GROUPS, ADS_GROUP] : GROUPS).map((group) => (
        <fieldset className="admin-card" key={group.legend} disabled={readOnly}>
          <legend>{group.legend}</legend>
          {group.fields.map(field)}
        </fieldset>
      ))}
      {extra?.({ values: draft, errors: fieldErrors, readOnly, onChange: set })}
      <LaunchTextsFields values={draft} errors={fieldErrors} readOnly={readOnly} onChange={set} />
      {!readOnly && (
        <div className="launch-settings__actions">
          <button type="submit" className="admin-button" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? 'Salvando...' : submitLabel}
          </button>
          {state.kind === 'error' && <SaveError fields={state.fields} message={state.message} />}
        </div>
      )}
    </form>
  );
}
