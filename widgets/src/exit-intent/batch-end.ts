// The end the popup's countdown runs to (issue 30, decision 0033): the current batch's ("lote") own
// end when it has one (GET /api/offers/quote), else the launch's end of sales; none without either.
import type { OfferQuote } from '@funil/core/offer-pricing';
import { apiRequest } from '../lib/api-request.ts';
import { EXIT_COPY } from './copy.ts';

/** The program's current batch's end; null without a batch end, or when the quote cannot be read. */
export async function currentBatchEnd(apiBase: string): Promise<string | null> {
  try {
    const quote = await apiRequest<Partial<OfferQuote> | undefined>(apiBase, 'api/offers/quote', {
      timeoutMs: 5_000,
    });
    const endsAt = quote?.batch?.endsAt;
    return typeof endsAt === 'string' && Number.isFinite(Date.parse(endsAt)) ? endsAt : null;
  } catch {
    return null;
  }
}

export interface CountdownTarget {
  endsAt: string;
  /** 'Este lote termina em:' or 'As vendas encerram em:'. */
  label: string;
}

/** The batch's end, unless the sales close first; the end of sales otherwise; null without either. */
export function countdownTarget(
  batchEndsAt: string | null,
  salesEndsAt: string | null | undefined,
): CountdownTarget | null {
  const salesFirst = salesEndsAt && batchEndsAt && Date.parse(salesEndsAt) < Date.parse(batchEndsAt);
  if (batchEndsAt && !salesFirst) return { endsAt: batchEndsAt, label: EXIT_COPY.batchCountdownLabel };
  return salesEndsAt ? { endsAt: salesEndsAt, label: EXIT_COPY.countdownLabel } : null;
}
