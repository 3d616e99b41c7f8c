// The period of a dashboard lives in the URL (?from=&to=), so a reload or a shared link shows the
// same figures; so does its launch (?lancamento=<slug>, the current one by default), sent as its id.
// The current launch opens on its last 30 days; another launch on the days it was the site's.
import { lastDays, type Period, periodSchema } from '@funil/core/analytics-period';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { launchDays } from '../launch-scope/launch-scope.ts';
import { type LaunchScope, useLaunchScope } from '../launch-scope/use-launch-scope.ts';

export const DEFAULT_DAYS = 30;

export function usePeriod(): [Period, (period: Period) => void, LaunchScope] {
  const [params, setParams] = useSearchParams();
  const scope = useLaunchScope();
  const from = params.get('from');
  const to = params.get('to');
  const chosen = scope.launch;
  const period = useMemo(() => {
    const parsed = periodSchema.safeParse({ from, to });
    const now = new Date();
    if (parsed.success || chosen === undefined) {
      const days = parsed.success ? parsed.data : lastDays(now, DEFAULT_DAYS);
      return chosen === undefined ? days : { ...days, launch: chosen.id };
    }
    const days = chosen.isCurrent ? lastDays(now, DEFAULT_DAYS) : launchDays(chosen, now);
    return { ...days, launch: chosen.id };
  }, [from, to, chosen]);
  const setPeriod = useCallback(
    (next: Period) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      }),
    [setParams],
  );
  return [period, setPeriod, scope];
}

/** The API's query for a period: its days, and its launch when it names one. */
export function periodQuery(period: Period): string {
  const days = `from=${period.from}&to=${period.to}`;
  return period.launch === undefined ? days : `${days}&launch=${period.launch}`;
}
