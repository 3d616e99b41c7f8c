// What the pages say about the immersion, derived from core's offer so nothing is typed twice.
import { formatLongDate, formatTime } from '@funil/core/dates';
import { FREE_LIVE_CALL, formatBRL, IMMERSION } from '@funil/core/offers';

export const immersion = {
  title: IMMERSION.title,
  date: formatLongDate(IMMERSION.startsAt),
  hours: `das ${formatTime(IMMERSION.startsAt)} às ${formatTime(IMMERSION.endsAt)}`,
  location: IMMERSION.location,
  price: formatBRL(IMMERSION.priceCents),
  freeCall: `${FREE_LIVE_CALL.dateLabel} às ${FREE_LIVE_CALL.timeLabel}`,
};
