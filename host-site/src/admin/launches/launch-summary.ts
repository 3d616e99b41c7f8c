// A launch's row as the list keeps it, and what staff may still do with it.
import type { LaunchDetail, LaunchSummary } from '@funil/core/launches';

/** The list keeps summaries: a launch the server answered, without its settings. */
export function summaryOf(launch: LaunchDetail | LaunchSummary): LaunchSummary {
  if (!('settings' in launch)) return launch;
  const { settings: _settings, ...summary } = launch;
  return summary;
}

/** Publishing a launch makes it the only current one. */
export function withPublished(launches: LaunchSummary[], published: LaunchDetail): LaunchSummary[] {
  return launches.map((launch) =>
    launch.id === published.id ? summaryOf(published) : { ...launch, isCurrent: false },
  );
}

/** The server refuses closing the current launch and anything on a closed one. */
export const canPublish = (launch: LaunchSummary) => !launch.isCurrent && launch.state !== 'closed';
export const canClose = (launch: LaunchSummary) => !launch.isCurrent && launch.state !== 'closed';
