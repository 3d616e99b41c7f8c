// Which offer a payment sells: the current launch's program at the prices staff set now, or one of
// its tickets at the ticket's own price. Anything else named is no offer of this launch.
import type { LaunchSettings } from '@funil/core/launch-settings';
import type { CheckoutStore, Offer } from './ports/checkouts.ts';

export interface CheckoutLaunch {
  id: string;
  offerCode: string;
  prices: LaunchSettings['program'];
}

export interface SaleOfferDeps {
  store: Pick<CheckoutStore, 'findOffer' | 'findTicket'>;
  /** The offer sold when no launch is given (the template's, in tests of one launch). */
  offerCode: string;
  /** The current launch: its own offer, at the program's prices as staff set them now. */
  launch?: () => Promise<CheckoutLaunch>;
}

export interface SaleOffer {
  offer: Offer;
  /** A ticket holds a seat; the program does not. */
  ticket: boolean;
  launch: CheckoutLaunch | undefined;
}

export async function findSaleOffer(
  deps: SaleOfferDeps,
  named: string | undefined,
): Promise<SaleOffer | undefined> {
  const launch = deps.launch ? await deps.launch() : undefined;
  const programCode = launch?.offerCode ?? deps.offerCode;
  const ticket = named !== undefined && named !== programCode;
  const listed = ticket
    ? launch && (await deps.store.findTicket(launch.id, named))
    : await deps.store.findOffer(programCode);
  if (!listed) return undefined;
  return { offer: launch && !ticket ? withPrices(listed, launch.prices) : listed, ticket, launch };
}

/** The offer at the launch's prices: what the payment modal quotes is what the provider charges. */
function withPrices(offer: Offer, prices: LaunchSettings['program']): Offer {
  return {
    ...offer,
    pix_price_cents: prices.pixPriceCents,
    card_total_cents: prices.cardTotalCents,
    max_installments: prices.cardInstallments,
  };
}
