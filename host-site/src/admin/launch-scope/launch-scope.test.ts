import { DRAFT_LAUNCH, FIRST_LAUNCH, LAUNCHES, MARCH_LAUNCH } from '@funil/testkit/fixtures/launch-summaries';
import { describe, expect, it } from 'vitest';
import {
  chosenLaunch,
  launchDays,
  launchLabel,
  searchWithLaunch,
  selectableLaunches,
} from './launch-scope.ts';

describe('the launch a report reads', () => {
  it('offers published and closed launches, the current first, and no draft', () => {
    const closed = {
      ...FIRST_LAUNCH,
      id: 'closed',
      slug: 'antigo',
      state: 'closed' as const,
      publishedAt: '2025-06-01T12:00:00.000Z',
    };
    expect(selectableLaunches([closed, ...LAUNCHES]).map((launch) => launch.slug)).toEqual([
      'lancamento-marco',
      'ia-na-pratica',
      'antigo',
    ]);
  });

  it('is the current launch unless the address names another that can be chosen', () => {
    expect(chosenLaunch(LAUNCHES, null)).toBe(MARCH_LAUNCH);
    expect(chosenLaunch(LAUNCHES, 'ia-na-pratica')).toBe(FIRST_LAUNCH);
    expect(chosenLaunch(LAUNCHES, DRAFT_LAUNCH.slug)).toBe(MARCH_LAUNCH);
    expect(chosenLaunch(LAUNCHES, 'nao-existe')).toBe(MARCH_LAUNCH);
    expect(chosenLaunch([], null)).toBeUndefined();
  });

  it('names each launch with where it is in its life', () => {
    expect(launchLabel(MARCH_LAUNCH)).toBe('Lançamento Março · atual');
    expect(launchLabel(FIRST_LAUNCH)).toBe('IA na Prática · esgotado');
    expect(launchLabel({ ...FIRST_LAUNCH, state: 'closed' })).toBe('IA na Prática · encerrado');
  });

  it('keeps the rest of the address when it names the launch', () => {
    expect(searchWithLaunch('?from=2026-01-01&to=2026-01-31', 'ia-na-pratica')).toBe(
      '?from=2026-01-01&to=2026-01-31&lancamento=ia-na-pratica',
    );
    expect(searchWithLaunch('?lancamento=ia-na-pratica', null)).toBe('');
    expect(searchWithLaunch('', 'lancamento-marco')).toBe('?lancamento=lancamento-marco');
  });
});

describe('the days a launch was the site’s', () => {
  const now = new Date('2027-04-20T15:00:00.000Z');

  it('go from its first day as the current launch to its last, in São Paulo days', () => {
    expect(launchDays(FIRST_LAUNCH, now)).toEqual({ from: '2026-01-01', to: '2026-02-10' });
    const lateNight = { ...FIRST_LAUNCH, ran: { from: '2027-01-05T02:00:00.000Z', to: null } };
    expect(launchDays(lateNight, now)).toEqual({ from: '2027-01-04', to: '2027-04-20' });
  });

  it('run to today while the launch is current, and reach back a year at most', () => {
    const since1970 = { ...FIRST_LAUNCH, ran: { from: '1970-01-01T00:00:00.000Z', to: null } };
    expect(launchDays(since1970, now)).toEqual({ from: '2026-04-20', to: '2027-04-20' });
  });
});
