// "Order bumps" of the launch's "Preços e ofertas": up to five of the launch's other offers, each
// with its price beside the program and a one-line pitch for the payment modal.
import { MAX_ORDER_BUMPS } from '@funil/core/offer-pricing';
import { BUMP_PITCH_MAX, type BumpableOffer, type StaffPricingBump } from '@funil/core/offer-pricing-admin';
import { formatBRL } from '@funil/core/offers';
import { type BumpDraft, newBump } from './launch-pricing-draft.ts';

export function PricingBumps({
  rows,
  offers,
  saved,
  disabled,
  onChange,
}: {
  rows: BumpDraft[];
  /** The bumps as saved: one whose offer stopped selling still names it. */
  saved: StaffPricingBump[];
  /** The launch's other active offers. */
  offers: BumpableOffer[];
  disabled: boolean;
  onChange: (rows: BumpDraft[]) => void;
}) {
  const set = (index: number, change: Partial<BumpDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const unused = offers.find((offer) => !rows.some((row) => row.offerCode === offer.code));
  return (
    <fieldset className="launch-pricing__group" disabled={disabled}>
      <legend>Order bumps</legend>
      <p className="admin-muted">
        Até {MAX_ORDER_BUMPS} ofertas marcadas ao lado do programa no pagamento, cobradas juntas, no mesmo PIX
        ou cartão.
      </p>
      {offers.length === 0 && (
        <p className="admin-empty">
          Este lançamento ainda não tem outra oferta ativa para oferecer como order bump.
        </p>
      )}
      {rows.map((row, index) => {
        const id = `bump-${row.key}`;
        const name = `Order bump ${index + 1}`;
        return (
          <fieldset key={row.key} className="launch-pricing__row">
            <legend>{name}</legend>
            <div className="launch-pricing__fields">
              <div className="admin-field">
                <label htmlFor={`${id}-offer`}>Oferta</label>
                <select
                  id={`${id}-offer`}
                  value={row.offerCode}
                  onChange={(event) => set(index, { offerCode: event.currentTarget.value })}
                >
                  {!offers.some((offer) => offer.code === row.offerCode) && (
                    <option value={row.offerCode}>
                      {saved.find((bump) => bump.offerCode === row.offerCode)?.offerName ?? row.offerCode}{' '}
                      (fora de venda)
                    </option>
                  )}
                  {offers.map((offer) => (
                    <option key={offer.code} value={offer.code}>
                      {offer.name} ({formatBRL(offer.priceCents)})
                    </option>
                  ))}
                </select>
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-price`}>Preço no order bump (R$)</label>
                <input
                  id={`${id}-price`}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(event) => set(index, { price: event.currentTarget.value })}
                />
              </div>
              <div className="admin-field launch-pricing__wide">
                <label htmlFor={`${id}-pitch`}>Frase (uma linha)</label>
                <input
                  id={`${id}-pitch`}
                  maxLength={BUMP_PITCH_MAX}
                  value={row.pitch}
                  onChange={(event) => set(index, { pitch: event.currentTarget.value })}
                />
              </div>
            </div>
            <div className="launch-pricing__row-actions">
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Remover o ${name}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remover
              </button>
            </div>
          </fieldset>
        );
      })}
      {unused && rows.length < MAX_ORDER_BUMPS && (
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => onChange([...rows, newBump(unused.code)])}
        >
          Adicionar order bump
        </button>
      )}
    </fieldset>
  );
}
