// A lead's launches (issue 29, "one lead with two participations, shown in their journey"): derived
// from the rows that make a lead a launch's (decision 0036) — captured while the launch was the site's,
// registered for one of its events, or a checkout opened in it — one participation per launch.
import type { LeadParticipation } from '@funil/core/admin-leads';
import type { ParticipationRows } from './ports/lead-detail-queries.ts';
import { CHARGED_STATUSES } from './purchase-changes.ts';

export function leadParticipations(rows: ParticipationRows): LeadParticipation[] {
  const byLaunch = new Map<string, LeadParticipation>();
  const of = (launchId: string, at: string): LeadParticipation | undefined => {
    const name = rows.launchNames[launchId];
    if (name === undefined) return undefined;
    let participation = byLaunch.get(launchId);
    if (!participation) {
      participation = {
        launchId,
        launchName: name,
        since: at,
        captured: false,
        events: [],
        checkouts: 0,
        bought: false,
      };
      byLaunch.set(launchId, participation);
    }
    if (at < participation.since) participation.since = at;
    return participation;
  };
  for (const capture of rows.captures) {
    const participation = of(capture.launchId, capture.at);
    if (participation) participation.captured = true;
  }
  for (const registration of rows.registrations) {
    const participation = of(registration.launchId, registration.at);
    if (participation && !participation.events.includes(registration.eventTitle))
      participation.events.push(registration.eventTitle);
  }
  for (const checkout of rows.checkouts) {
    const participation = of(checkout.launchId, checkout.at);
    if (!participation) continue;
    participation.checkouts += 1;
    if ((CHARGED_STATUSES as readonly string[]).includes(checkout.status)) participation.bought = true;
  }
  return [...byLaunch.values()].sort((a, b) => a.since.localeCompare(b.since));
}
