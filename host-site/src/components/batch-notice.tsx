// The current batch of an offer, as a page with its prices says it (issue 30): '1º lote · termina em
// 05/12 às 23:59' and, when the batch has a quantity, 'Restam 3 vagas neste lote'. Nothing without one.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { batchLeftLine, batchLine } from '../content/offer-batch.ts';

export function BatchNotice({ batch }: { batch: OfferQuote['batch'] }) {
  if (!batch) return null;
  const left = batchLeftLine(batch.left);
  return (
    <p className="batch-notice">
      <strong className="batch-notice__label">{batchLine(batch)}</strong>
      {left ? <span className="batch-notice__left">{left}</span> : null}
    </p>
  );
}
