// The period of a dashboard lives in the URL (?from=&to=), so a reload or a shared link shows the same figures.
import { lastDays, type Period, periodSchema } from '@funil/core/analytics-period';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_DAYS = 30;

export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo(() => {
    const parsed = periodSchema.safeParse({ from, to });
    return parsed.success ? parsed.data : lastDays(new Date(), DEFAULT_DAYS);
  }, [from, to]);
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
  return [period, setPeriod];
}

export function periodQuery(period: Period): string {
  return `from=${period.from}&to=${period.to}`;
}
