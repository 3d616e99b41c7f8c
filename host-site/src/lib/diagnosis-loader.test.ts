import { describe, expect, it } from 'vitest';
import { loadDiagnosis } from './diagnosis-loader.ts';

const LEAD_ID = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';
const PROFILE = {
  username: 'ana.souza',
  fullName: 'Ana Souza',
  profilePicUrl: '',
  followersCount: 800,
  followingCount: 2_000,
  postsCount: 5,
  isVerified: false,
  biography: '',
  bio: '',
  source: 'demo',
};

/** A fetch that answers each URL from a table and records what was asked. */
function fakeFetch(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const impl = (async (url: string) => {
    asked.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as unknown as typeof fetch;
  return { impl, asked };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const lead = (instagram: string | null) =>
  json({ id: LEAD_ID, firstName: 'Ana', journeyStage: 'lead', conversionStage: 'new_lead', instagram });
const profileUrl = '/api/instagram-profile?username=ana.souza';

describe('loadDiagnosis', () => {
  it('diagnoses the profile of the handle the lead gave', async () => {
    const { impl, asked } = fakeFetch({
      [`/api/leads/${LEAD_ID}`]: lead('ana.souza'),
      [profileUrl]: json(PROFILE),
    });
    const state = await loadDiagnosis(LEAD_ID, undefined, impl);

    expect(asked).toEqual([`/api/leads/${LEAD_ID}`, profileUrl]);
    expect(state).toMatchObject({ status: 'ready', firstName: 'Ana', leadId: LEAD_ID, profile: PROFILE });
    if (state.status !== 'ready') throw new Error('not ready');
    expect(state.diagnosis.tips.map((t) => t.id)).toEqual(
      expect.arrayContaining(['complete-grid', 'follow-ratio', 'write-bio']),
    );
  });

  it('tells an unknown lead, a malformed id and a lead without Instagram apart', async () => {
    const { impl, asked } = fakeFetch({
      [`/api/leads/${LEAD_ID}`]: lead(null),
      '/api/leads/outro': json({ error: { code: 'lead_not_found', message: 'x' } }, 404),
    });
    expect(await loadDiagnosis('outro', undefined, impl)).toEqual({ status: 'lead_not_found' });
    expect(await loadDiagnosis('../admin', undefined, impl)).toEqual({ status: 'lead_not_found' });
    expect(await loadDiagnosis(LEAD_ID, undefined, impl)).toEqual({
      status: 'no_instagram',
      leadId: LEAD_ID,
      firstName: 'Ana',
    });
    expect(asked).not.toContain(profileUrl);
  });

  it('keeps the handle for a profile not found or a rate limit, and turns failures into an error state', async () => {
    const base = { [`/api/leads/${LEAD_ID}`]: lead('ana.souza') };
    const notFound = fakeFetch({ ...base, [profileUrl]: json({}, 404) });
    expect(await loadDiagnosis(LEAD_ID, undefined, notFound.impl)).toMatchObject({
      status: 'profile_not_found',
      username: 'ana.souza',
    });
    const limited = fakeFetch({ ...base, [profileUrl]: json({}, 429) });
    expect(await loadDiagnosis(LEAD_ID, undefined, limited.impl)).toMatchObject({ status: 'rate_limited' });
    const upstream = fakeFetch({ ...base, [profileUrl]: json({}, 502) });
    expect(await loadDiagnosis(LEAD_ID, undefined, upstream.impl)).toMatchObject({
      status: 'error',
      firstName: 'Ana',
    });
    const offline = fakeFetch({});
    expect(await loadDiagnosis(LEAD_ID, undefined, offline.impl)).toEqual({ status: 'error' });
  });
});
