// A launch's name or address as staff type it, with its hint and the server's message under it.
import type { LaunchIdentity } from '@funil/core/launches';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function LaunchIdentityField({ id, label, value, error, hint, disabled, onChange }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} className="admin-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** The editor's name and address, above the settings: what the list and the partners' code show. */
export function LaunchIdentityFields({
  identity,
  errors,
  disabled,
  onChange,
}: {
  identity: LaunchIdentity;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (identity: LaunchIdentity) => void;
}) {
  return (
    <fieldset className="admin-card" disabled={disabled}>
      <legend>Lançamento</legend>
      <LaunchIdentityField
        id="launch-identity-name"
        label="Nome do lançamento"
        value={identity.name}
        error={errors.name}
        onChange={(name) => onChange({ ...identity, name })}
      />
      <LaunchIdentityField
        id="launch-identity-slug"
        label="Endereço"
        value={identity.slug}
        error={errors.slug}
        hint="Só letras minúsculas sem acento, números e hífens; identifica o lançamento nos links."
        onChange={(slug) => onChange({ ...identity, slug })}
      />
    </fieldset>
  );
}
