// What the launch's link preview image says (issue 32): the product's name, the home page's headline
// in the launch's phase, and the date that phase is about, in the words the home page uses. A pure
// function of the public settings, so the picture changes exactly when the launch's version does.
import { formatLongDate } from '@funil/core/dates';
import { launchCopy } from '@funil/core/launch-copy';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { plainText } from '@funil/core/rich-text';

export interface OgCard {
  /** The product's name, at the top: 'IA NA PRÁTICA'. */
  name: string;
  /** The home page's headline, its words alone (no bold, links or breaks). */
  headline: string;
  /** What and when: 'Call gratuita no Zoom · 11/06 às 20:00'. */
  when: string;
}

/**
 * The home page's headline and date in each phase (host-site's home-page.tsx and sold-out-page.tsx):
 * the free call while capturing, the program while selling (with the sale's last day when staff set
 * one), the immersion when sold out.
 */
export function ogCardOf(settings: PublicLaunchSettings): OgCard {
  const copy = launchCopy(settings);
  const home = settings.texts.home;
  const name = settings.product.name;
  if (settings.state === 'capturing') {
    return {
      name,
      headline: plainText(home.capturingHeadline),
      when: `Call gratuita no Zoom · ${copy.freeCall.when} (horário de Brasília)`,
    };
  }
  if (settings.state === 'selling') {
    const endsAt = settings.sales.endsAt;
    return {
      name,
      headline: plainText(home.sellingHeadline),
      when: endsAt === null ? 'Inscrições abertas' : `Inscrições abertas até ${formatLongDate(endsAt)}`,
    };
  }
  return {
    name,
    headline: plainText(copy.immersion.onSale ? home.waitlistHeadline : home.soldOutHeadline),
    when: `${copy.immersion.title} · ${copy.immersion.date}`,
  };
}
