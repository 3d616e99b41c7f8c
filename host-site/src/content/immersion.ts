// What the pages say about the immersion and the free call, from the launch as staff set it up
// (useLaunch's copy), so a date or price changed in the staff area shows on every page at once.
import type { LaunchCopy } from '@funil/core/launch-copy';

export interface ImmersionContent {
  title: string;
  /** '26 de abril de 2025' */
  date: string;
  /** 'das 09:00 às 17:00' */
  hours: string;
  location: string;
  /** 'R$ 97,00' */
  price: string;
  /** Whether seats are on sale: a page calls the immersion sold out only when they are not. */
  onSale: boolean;
  /** The free call, '11/06 às 20:00'. */
  freeCall: string;
}

export function immersionOf(copy: LaunchCopy): ImmersionContent {
  return {
    title: copy.immersion.title,
    date: copy.immersion.date,
    hours: copy.immersion.hours,
    location: copy.immersion.location,
    price: copy.immersion.price,
    onSale: copy.immersion.onSale,
    freeCall: copy.freeCall.when,
  };
}
