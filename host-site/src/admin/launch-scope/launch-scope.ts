// Which launch the staff reports read (issue 29): the one the URL names (?lancamento=<slug>), else
// the current one. Drafts have no people yet, so only published and closed launches can be chosen.
import { addDays, localDay, MAX_PERIOD_DAYS, type Period } from '@funil/core/analytics-period';
import type { LaunchSummary } from '@funil/core/launches';
import { LAUNCH_LIFECYCLE_LABELS } from '@funil/core/launches';

/** The URL parameter that carries the chosen launch between screens and tabs. */
export const LAUNCH_PARAM = 'lancamento';

/** The launches a report can be about: the current first, then the most recently published. */
export function selectableLaunches(launches: readonly LaunchSummary[]): LaunchSummary[] {
  return launches
    .filter((launch) => launch.state !== 'draft')
    .sort(
      (a, b) =>
        Number(b.isCurrent) - Number(a.isCurrent) ||
        (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt),
    );
}

/** The launch `slug` names when it can be chosen; the current launch otherwise. */
export function chosenLaunch(
  launches: readonly LaunchSummary[],
  slug: string | null,
): LaunchSummary | undefined {
  const selectable = selectableLaunches(launches);
  return (
    selectable.find((launch) => slug !== null && launch.slug === slug) ??
    selectable.find((launch) => launch.isCurrent) ??
    selectable[0]
  );
}

/** 'Lançamento Março · atual', 'IA na Prática · encerrado': an option and the page header's line. */
export function launchLabel(launch: Pick<LaunchSummary, 'name' | 'state' | 'isCurrent'>): string {
  if (launch.isCurrent) return `${launch.name} · atual`;
  return `${launch.name} · ${LAUNCH_LIFECYCLE_LABELS[launch.state].toLowerCase()}`;
}

/** `search` with the launch named, or without it for the default (the current launch). */
export function searchWithLaunch(search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  if (slug === null) params.delete(LAUNCH_PARAM);
  else params.set(LAUNCH_PARAM, slug);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A staff tab's title with the launch it reads, so two tabs on two launches are told apart. */
export function scopedTitle(screen: string, launch: Pick<LaunchSummary, 'name'> | undefined): string {
  return launch === undefined ? `${screen} · Funil Equipe` : `${screen} · ${launch.name} · Funil Equipe`;
}

/**
 * The days a launch was the site's: from its first to its last (today while it is current), the last
 * year of it at most. A launch read outside its own days would show zeros for figures it has.
 */
export function launchDays(
  launch: Pick<LaunchSummary, 'ran' | 'publishedAt' | 'createdAt'>,
  now: Date,
): Omit<Period, 'launch'> {
  const to = localDay(launch.ran?.to ?? now);
  const started = localDay(launch.ran?.from ?? launch.publishedAt ?? launch.createdAt);
  const earliest = addDays(to, -(MAX_PERIOD_DAYS - 1));
  // ISO days compare as text.
  return { from: started.localeCompare(earliest) < 0 ? earliest : started, to };
}
