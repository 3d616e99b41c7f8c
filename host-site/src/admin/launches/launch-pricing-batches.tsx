// "Lotes" of the launch's "Preços e ofertas": each batch's PIX price, card total, window and optional
// quantity, in selling order, with what it sold, what open checkouts hold and what is left.
import { batchLabel } from '@funil/core/offer-pricing';
import type { StaffPricingBatch } from '@funil/core/offer-pricing-admin';
import { type BatchDraft, moved, newBatch } from './launch-pricing-draft.ts';

export function PricingBatches({
  rows,
  saved,
  disabled,
  onChange,
}: {
  rows: BatchDraft[];
  saved: StaffPricingBatch[];
  disabled: boolean;
  onChange: (rows: BatchDraft[]) => void;
}) {
  const set = (index: number, change: Partial<BatchDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="launch-pricing__group" disabled={disabled}>
      <legend>Lotes</legend>
      <p className="admin-muted">
        O 1º lote vende primeiro; quando a data de fim passa ou a quantidade acaba, vale o próximo. Sem lotes,
        vale o preço da oferta.
      </p>
      {rows.length === 0 && <p className="admin-empty">Nenhum lote.</p>}
      {rows.map((row, index) => {
        const label = batchLabel(index + 1);
        const id = `lote-${row.key}`;
        const figures = saved.find((batch) => batch.id === row.id);
        return (
          <fieldset key={row.key} className="launch-pricing__row">
            <legend>{label}</legend>
            <div className="launch-pricing__fields">
              <div className="admin-field">
                <label htmlFor={`${id}-pix`}>Preço no PIX (R$)</label>
                <input
                  id={`${id}-pix`}
                  inputMode="decimal"
                  value={row.pix}
                  onChange={(event) => set(index, { pix: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-card`}>Total no cartão (R$)</label>
                <input
                  id={`${id}-card`}
                  inputMode="decimal"
                  value={row.card}
                  onChange={(event) => set(index, { card: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-start`}>Início (horário de Brasília)</label>
                <input
                  id={`${id}-start`}
                  type="datetime-local"
                  value={row.startsAt}
                  onChange={(event) => set(index, { startsAt: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-end`}>Fim (horário de Brasília)</label>
                <input
                  id={`${id}-end`}
                  type="datetime-local"
                  value={row.endsAt}
                  onChange={(event) => set(index, { endsAt: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-quantity`}>Quantidade (opcional)</label>
                <input
                  id={`${id}-quantity`}
                  inputMode="numeric"
                  value={row.quantity}
                  onChange={(event) => set(index, { quantity: event.currentTarget.value })}
                />
              </div>
            </div>
            {figures && (
              <p className="launch-pricing__figures">
                {figures.sold} vendidos · {figures.held} reservados em checkouts abertos
                {figures.left === null ? '' : ` · ${figures.left} restantes`}
              </p>
            )}
            <div className="launch-pricing__row-actions">
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Subir o ${label}`}
                disabled={index === 0}
                onClick={() => onChange(moved(rows, index, -1))}
              >
                Subir
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Descer o ${label}`}
                disabled={index === rows.length - 1}
                onClick={() => onChange(moved(rows, index, 1))}
              >
                Descer
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Remover o ${label}`}
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
        onClick={() => onChange([...rows, newBatch(rows.at(-1))])}
      >
        Adicionar lote
      </button>
    </fieldset>
  );
}
