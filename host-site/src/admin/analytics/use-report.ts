// Loads one analytics report for a period; a newer period cancels the request still under way.
import type { Period } from '@funil/core/analytics-period';
import { useEffect, useState } from 'react';
import { AdminApiError, adminRequest } from '../admin-api.ts';
import { periodQuery } from './use-period.ts';

export type ReportState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

export function useReport<T>(path: string, period: Period, reloadKey = 0): ReportState<T> {
  const [state, setState] = useState<ReportState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh copy of the same report
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    adminRequest<T>(`/analytics/${path}?${periodQuery(period)}`, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message:
            error instanceof AdminApiError
              ? error.message
              : 'Não foi possível carregar os dados. Tente novamente.',
        });
      });
    return () => controller.abort();
  }, [path, period.from, period.to, reloadKey]);
  return state;
}
