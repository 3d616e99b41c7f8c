// What the placeholders of the launch texts stand for ({programa}, {data_call}…), worked out of the
// public launch settings, so a text staff wrote keeps up with a price or a date changed later. The
// server puts them in (publicLaunchSettings): pages and widgets get the launch's final words and
// carry no formatting code for them; only what the visitor's page knows ({nome}, {dias},
// {parceiro}) is put in where the text is shown, after its markup is read (rich-text.ts).
import { type LaunchCopySource, launchCopy } from './launch-copy.ts';
import type { LaunchTexts } from './launch-text-defaults.ts';
import { fillPlaceholders, type TextValues } from './rich-text.ts';

/** Every launch placeholder and what it shows, for the staff form's hint. */
export const LAUNCH_TEXT_PLACEHOLDERS = {
  programa: 'o nome do programa',
  preco_pix: 'o preço no PIX (R$ 1.797,00)',
  parcelas: 'as parcelas no cartão (12x de R$ 173,36)',
  parcela: 'uma parcela (R$ 173,36)',
  total_cartao: 'o total no cartão (R$ 2.080,32)',
  imersao: 'o nome da imersão',
  data_imersao: 'a data da imersão (26 de abril de 2025)',
  horario_imersao: 'o horário da imersão (das 09:00 às 17:00)',
  local: 'o local da imersão, em minúsculas (online)',
  preco_imersao: 'o preço da imersão',
  call: 'o nome da call gratuita',
  data_call: 'o dia e a hora da call (11/06 às 20:00)',
} as const;

export type LaunchPlaceholder = keyof typeof LAUNCH_TEXT_PLACEHOLDERS;

export function launchTextValues(settings: LaunchCopySource): Record<LaunchPlaceholder, string> {
  const { immersion, freeCall, program } = launchCopy(settings);
  return {
    programa: program.name,
    preco_pix: program.pixPrice,
    parcelas: program.installments,
    parcela: program.installment,
    total_cartao: program.cardTotal,
    imersao: immersion.title,
    data_imersao: immersion.date,
    horario_imersao: immersion.hours,
    // Said mid-sentence ("um dia inteiro, online e ao vivo"), as the pages always have.
    local: immersion.location.toLowerCase(),
    preco_imersao: immersion.price,
    call: freeCall.title,
    data_call: freeCall.when,
  };
}

function filledGroup<T extends Record<string, string>>(texts: T, values: TextValues): T {
  return Object.fromEntries(
    Object.entries(texts).map(([field, text]) => [field, fillPlaceholders(text, values)]),
  ) as T;
}

/**
 * The texts with the launch's values in. On the thank-you page {programa} is the product bought,
 * which only the page knows: it is left for the page to put in.
 */
export function filledLaunchTexts(texts: LaunchTexts, settings: LaunchCopySource): LaunchTexts {
  const values: TextValues = launchTextValues(settings);
  const { programa: _bought, ...thankYouValues } = values;
  return {
    home: filledGroup(texts.home, values),
    program: filledGroup(texts.program, values),
    pages: filledGroup(texts.pages, values),
    leadModal: filledGroup(texts.leadModal, values),
    exitPopup: filledGroup(texts.exitPopup, values),
    payment: filledGroup(texts.payment, values),
    thankYou: filledGroup(texts.thankYou, thankYouValues),
    faq: filledGroup(texts.faq, values),
    tickets: filledGroup(texts.tickets, values),
    // The launch's values go in now; the lead's ({primeiro_nome}…) when each message goes.
    whatsapp: filledGroup(texts.whatsapp, values),
  };
}
