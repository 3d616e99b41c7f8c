// The launch the staff reports read, from the URL and the launches list: each report screen asks,
// so a launch published elsewhere shows up when the next screen opens (the list's cache goes stale
// on every staff write).

import type { AdminResponse } from '@funil/core/admin-api';
import type { LaunchSummary } from '@funil/core/launches';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminResource, useAdminResource } from '../use-admin-resource.ts';
import { chosenLaunch, LAUNCH_PARAM, selectableLaunches } from './launch-scope.ts';

export interface LaunchScope {
  list: AdminResource<AdminResponse<'GET /launches'>>;
  /** The launches a report can be about, the current first. */
  launches: LaunchSummary[];
  /** The chosen launch; undefined until the list is read. */
  launch: LaunchSummary | undefined;
  /** The list is read: reports may ask for the chosen launch's figures. */
  ready: boolean;
  /** A ?lancamento= that names no launch a report can be about (a typo, a draft): the current one is shown. */
  unknownSlug: string | null;
  choose: (slug: string) => void;
}

export function useLaunchScope(): LaunchScope {
  const list = useAdminResource('GET /launches');
  const [params, setParams] = useSearchParams();
  const slug = params.get(LAUNCH_PARAM);
  const all = list.data?.launches;
  const launches = useMemo(() => selectableLaunches(all ?? []), [all]);
  const launch = useMemo(() => chosenLaunch(launches, slug), [launches, slug]);
  const choose = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(LAUNCH_PARAM, next);
        // Another launch opens on its own days (usePeriod), not on the days chosen for the last one.
        updated.delete('from');
        updated.delete('to');
        return updated;
      }),
    [setParams],
  );
  return {
    list,
    launches,
    launch,
    ready: all !== undefined,
    unknownSlug: all !== undefined && slug !== null && launch?.slug !== slug ? slug : null,
    choose,
  };
}
