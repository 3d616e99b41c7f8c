// "Cupons" of the launch's "Preços e ofertas": code, percentage or fixed amount, validity, use limit
// and whether it is on, with how many paid checkouts used it.
import type { CouponKind } from '@funil/core/offer-pricing';
import type { StaffPricingCoupon } from '@funil/core/offer-pricing-admin';
import { type CouponDraft, newCoupon } from './launch-pricing-draft.ts';

const KIND_LABELS: Record<CouponKind, string> = { percent: 'Percentual', fixed: 'Valor fixo' };

export function PricingCoupons({
  rows,
  saved,
  disabled,
  onChange,
}: {
  rows: CouponDraft[];
  saved: StaffPricingCoupon[];
  disabled: boolean;
  onChange: (rows: CouponDraft[]) => void;
}) {
  const set = (index: number, change: Partial<CouponDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="launch-pricing__group" disabled={disabled}>
      <legend>Cupons</legend>
      <p className="admin-muted">
        Quem abre qualquer página com ?cupom=CÓDIGO compra com o desconto. O uso é contado quando o pagamento
        é aprovado.
      </p>
      {rows.length === 0 && <p className="admin-empty">Nenhum cupom.</p>}
      {rows.map((row, index) => {
        const id = `cupom-${row.key}`;
        const name = row.code.trim() === '' ? `Cupom ${index + 1}` : `Cupom ${row.code.trim().toUpperCase()}`;
        const uses = saved.find((coupon) => coupon.id === row.id)?.uses;
        return (
          <fieldset key={row.key} className="launch-pricing__row">
            <legend>{name}</legend>
            <div className="launch-pricing__fields">
              <div className="admin-field">
                <label htmlFor={`${id}-code`}>Código</label>
                <input
                  id={`${id}-code`}
                  autoCapitalize="characters"
                  value={row.code}
                  onChange={(event) => set(index, { code: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-kind`}>Tipo</label>
                <select
                  id={`${id}-kind`}
                  value={row.kind}
                  onChange={(event) =>
                    set(index, { kind: event.currentTarget.value as CouponKind, value: '' })
                  }
                >
                  {(Object.keys(KIND_LABELS) as CouponKind[]).map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-value`}>
                  {row.kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}
                </label>
                <input
                  id={`${id}-value`}
                  inputMode="decimal"
                  value={row.value}
                  onChange={(event) => set(index, { value: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-start`}>Válido a partir de (horário de Brasília)</label>
                <input
                  id={`${id}-start`}
                  type="datetime-local"
                  value={row.startsAt}
                  onChange={(event) => set(index, { startsAt: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-end`}>Válido até (horário de Brasília)</label>
                <input
                  id={`${id}-end`}
                  type="datetime-local"
                  value={row.endsAt}
                  onChange={(event) => set(index, { endsAt: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-max`}>Limite de usos (opcional)</label>
                <input
                  id={`${id}-max`}
                  inputMode="numeric"
                  value={row.maxUses}
                  onChange={(event) => set(index, { maxUses: event.currentTarget.value })}
                />
              </div>
            </div>
            <label className="launch-pricing__check">
              <input
                type="checkbox"
                checked={row.active}
                onChange={(event) => set(index, { active: event.currentTarget.checked })}
              />{' '}
              Ativo
            </label>
            {uses !== undefined && (
              <p className="launch-pricing__figures">
                {uses} {uses === 1 ? 'uso' : 'usos'}
              </p>
            )}
            <div className="launch-pricing__row-actions">
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Remover ${name}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remover
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="admin-button admin-button--secondary"
        onClick={() => onChange([...rows, newCoupon()])}
      >
        Adicionar cupom
      </button>
    </fieldset>
  );
}
