// What the pages say about the free live call (the home page while the launch captures sign-ups,
// and the waiting room): dated by the launch settings, with the calendar files the server serves. Its
// agenda is a launch text (home.callAgenda).
import { freeCallCalendarEntry, webCalendarTemplateUrl } from '@funil/core/calendar';
import { formatLongDate } from '@funil/core/dates';
import type { LaunchCopy } from '@funil/core/launch-copy';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { FREE_LIVE_CALL } from '@funil/core/offers';

/** The server's calendar file and web-calendar link for the call, dated as the settings are now. */
export const FREE_CALL_CALENDAR_FILE = `/api/calendar/${FREE_LIVE_CALL.calendarFileName}`;
export const FREE_CALL_WEB_CALENDAR = `/api/calendar/${FREE_LIVE_CALL.slug}/agenda-google`;

/**
 * The call's web-calendar link from the launch the page shows (issue 29): the current one's for a
 * visitor, the previewed one's for staff, so no launch's page names another's date.
 */
export function freeCallWebCalendar(settings: PublicLaunchSettings): string {
  return webCalendarTemplateUrl(freeCallCalendarEntry(settings));
}

export interface FreeCallContent {
  title: string;
  /** '11/06 às 20:00' */
  when: string;
  /** '11 de junho de 2025, às 20:00 (horário de Brasília)' */
  longWhen: string;
  /** The call's WhatsApp group, when staff set one. */
  groupUrl: string | null;
}

export function freeCallOf(settings: PublicLaunchSettings, copy: LaunchCopy): FreeCallContent {
  return {
    title: copy.freeCall.title,
    when: copy.freeCall.when,
    longWhen: `${formatLongDate(copy.freeCall.startsAt)}, às ${copy.freeCall.timeLabel} (horário de Brasília)`,
    groupUrl: settings.contacts.callGroupUrl,
  };
}

/** What a visitor reads once signed up: each step, in order. */
export function freeCallNextSteps(call: FreeCallContent): string[] {
  return [
    `A call é no dia ${call.longWhen}, ao vivo no Zoom.`,
    'O link da sala chega no seu WhatsApp no dia da call.',
    ...(call.groupUrl ? ['Entre no grupo da call no WhatsApp: os avisos e os materiais chegam por lá.'] : []),
    'Salve a data na sua agenda para não perder o começo.',
  ];
}
