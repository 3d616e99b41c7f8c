// The launch's product in its editor (issue 29): name, description, what is included and how access
// is delivered; each field left empty uses the template's words, shown in grey in the field.
import {
  DEFAULT_LAUNCH_PRODUCT,
  LAUNCH_PRODUCT_FIELDS,
  type LaunchProduct,
  type LaunchProductSettingKey,
} from '@funil/core/launch-product';
import type { LaunchSettingsSectionProps } from '../launch-settings/launch-settings-form.tsx';

const ROWS = { line: 1, text: 3, list: 5, blocks: 8 } as const;
const FIELDS = Object.keys(LAUNCH_PRODUCT_FIELDS) as (keyof LaunchProduct)[];

export function LaunchProductFields({ values, errors, readOnly, onChange }: LaunchSettingsSectionProps) {
  return (
    <fieldset className="admin-card launch-product" disabled={readOnly}>
      <legend>Produto</legend>
      <p className="admin-muted">
        O que o lançamento vende. Um campo em branco usa o texto do modelo, que aparece em cinza.
      </p>
      {FIELDS.map((field) => {
        const key: LaunchProductSettingKey = `product.${field}`;
        const spec = LAUNCH_PRODUCT_FIELDS[field];
        const id = `launch-product-${field}`;
        const error = errors[key];
        const described = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
        return (
          <div className="admin-field" key={key}>
            <label htmlFor={id}>{spec.label}</label>
            {spec.kind === 'line' ? (
              <input
                id={id}
                type="text"
                placeholder={DEFAULT_LAUNCH_PRODUCT[field]}
                value={values[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                onChange={(event) => onChange(key, event.currentTarget.value)}
              />
            ) : (
              <textarea
                id={id}
                rows={ROWS[spec.kind]}
                placeholder={DEFAULT_LAUNCH_PRODUCT[field]}
                value={values[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                onChange={(event) => onChange(key, event.currentTarget.value)}
              />
            )}
            {spec.hint && <small id={`${id}-hint`}>{spec.hint}</small>}
            {error && (
              <small id={`${id}-error`} className="admin-error">
                {error}
              </small>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
