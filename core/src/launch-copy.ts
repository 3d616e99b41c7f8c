// What pages and widgets say about the launch, worked out of the public launch settings
// (GET /api/launch-settings) so a value staff change shows everywhere at once. Zod-free on purpose:
// public pages and the embed import it without the settings' schema. It names the fields it reads
// itself (LaunchCopySource, which PublicLaunchSettings satisfies), so launch-settings.ts may use it
// to fill the launch texts' placeholders without an import cycle.
import { formatDayAndMonth, formatLongDate, formatTime } from './dates.ts';
import { freeCallDateLabel, freeCallWhen } from './free-call-when.ts';
import { FREE_LIVE_CALL, formatBRL, IMMERSION, PROGRAM } from './offers.ts';

/** The program's prices as the public settings give them (cents; the installment worked out). */
export interface ProgramPricesSource {
  pixPriceCents: number;
  cardInstallments: number;
  cardTotalCents: number;
  cardInstallmentCents: number;
  /** The launch's product name; the template's ('IA NA PRÁTICA') for settings read before it existed. */
  name?: string;
}

/** What launchCopy reads of the public launch settings. */
export interface LaunchCopySource {
  immersion: { startsAt: string; endsAt: string; location: string; priceCents: number; onSale: boolean };
  freeCall: { date: string; time: string; startsAt: string; zoomUrl: string | null };
  program: ProgramPricesSource;
}

export { freeCallWhen } from './free-call-when.ts';

export type ProgramCopy = LaunchCopy['program'];

export interface LaunchCopy {
  immersion: {
    title: string;
    /** '26 de abril de 2025' */
    date: string;
    /** '26 de abril' */
    dayAndMonth: string;
    /** 'das 09:00 às 17:00' */
    hours: string;
    location: string;
    /** 'R$ 97,00' */
    price: string;
    onSale: boolean;
  };
  freeCall: {
    title: string;
    /** '11/06', as the spec's lead modal writes it */
    dateLabel: string;
    /** '20:00' */
    timeLabel: string;
    /** '11/06 às 20:00' */
    when: string;
    startsAt: string;
    zoomUrl: string | null;
  };
  program: {
    name: string;
    /** 'R$ 1.797,00' */
    pixPrice: string;
    /** 'R$ 173,36', one card installment: a monthly amount (the exit popup's price hint) */
    installment: string;
    /** '12x de R$ 173,36' */
    installments: string;
    /** 'R$ 2.080,32' */
    cardTotal: string;
    /** 'R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão' */
    priceLine: string;
  };
}

export function launchCopy(settings: LaunchCopySource): LaunchCopy {
  const { immersion, freeCall } = settings;
  const dateLabel = freeCallDateLabel(freeCall);
  const timeLabel = freeCall.time;
  return {
    immersion: {
      title: IMMERSION.title,
      date: formatLongDate(immersion.startsAt),
      dayAndMonth: formatDayAndMonth(immersion.startsAt),
      hours: `das ${formatTime(immersion.startsAt)} às ${formatTime(immersion.endsAt)}`,
      location: immersion.location,
      price: formatBRL(immersion.priceCents),
      onSale: immersion.onSale,
    },
    freeCall: {
      title: FREE_LIVE_CALL.title,
      dateLabel,
      timeLabel,
      when: freeCallWhen(freeCall),
      startsAt: freeCall.startsAt,
      zoomUrl: freeCall.zoomUrl,
    },
    program: programCopy(settings.program),
  };
}

/** The program's prices as pages quote them; alone, so the payment modal needs nothing else. */
export function programCopy(program: ProgramPricesSource): ProgramCopy {
  const installment = formatBRL(program.cardInstallmentCents);
  const pixPrice = formatBRL(program.pixPriceCents);
  return {
    name: program.name ?? PROGRAM.name,
    pixPrice,
    installment,
    installments: `${program.cardInstallments}x de ${installment}`,
    cardTotal: formatBRL(program.cardTotalCents),
    priceLine: `${pixPrice} à vista no PIX ou ${program.cardInstallments}x de ${installment} no cartão`,
  };
}
