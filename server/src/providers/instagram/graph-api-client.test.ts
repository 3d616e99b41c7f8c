import { describeInstagramProviderContract } from '@funil/testkit/contracts/instagram-provider-contract';
import {
  FAKE_ACCOUNT_ID,
  type FakeGraphApi,
  graphError,
  startFakeGraphApi,
} from '@funil/testkit/fakes/fake-graph-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InstagramFailure, InstagramLookupError } from '../../domain/ports/instagram.ts';
import type { GraphApiClientOptions } from './graph-api-client.ts';

let fake: FakeGraphApi;
beforeAll(async () => {
  fake = await startFakeGraphApi();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const client = (overrides: Partial<GraphApiClientOptions> = {}) => fake.client(overrides);

describeInstagramProviderContract('Graph API (contra a API falsa local)', {
  provider: () => client(),
  existing: 'bluebottle',
  missing: 'ninguem.aqui',
});

async function failureOf(promise: Promise<unknown>): Promise<InstagramFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof InstagramLookupError))
    throw new Error(`esperava InstagramLookupError, veio ${error}`);
  return error.failure;
}

describe('Graph API client', () => {
  it('asks business discovery on our account for the public fields and maps them', async () => {
    const profile = await client().fetchProfile('bluebottle');

    expect(profile).toEqual({
      username: 'bluebottle',
      fullName: 'Blue Bottle Coffee',
      profilePicUrl: 'https://scontent.xx.fbcdn.net/v/t51/blue.jpg',
      followersCount: 267_793,
      followingCount: 120,
      postsCount: 1205,
      isVerified: false,
      biography: 'Café desde 2002',
      bio: 'Café desde 2002',
      source: 'instagram',
    });
    const [request] = fake.requests;
    expect(request?.pathname).toBe(`/v26.0/${FAKE_ACCOUNT_ID}`);
    expect(request?.searchParams.get('fields')).toBe(
      'business_discovery.username(bluebottle){username,name,profile_picture_url,followers_count,follows_count,media_count,biography}',
    );
  });

  it('falls back to the username and empty picture when the account has no name or photo', async () => {
    fake.accounts.set('semfoto', { username: 'semfoto', followers_count: 3 });
    const profile = await client().fetchProfile('semfoto');
    expect(profile).toMatchObject({
      fullName: 'semfoto',
      profilePicUrl: '',
      followersCount: 3,
      postsCount: 0,
    });
  });

  it('never calls the API for a name that could rewrite the field expansion', async () => {
    expect(await failureOf(client().fetchProfile('a){id},name(b'))).toEqual({ kind: 'not_found' });
    expect(fake.requests).toHaveLength(0);
  });

  it('maps throttling (HTTP 429 or Graph codes 4, 17, 32, 341, 613, 800xx) to rate_limited, keeping Retry-After', async () => {
    fake.replies.set('a', { status: 429, body: {}, headers: { 'retry-after': '120' } });
    expect(await failureOf(client().fetchProfile('a'))).toEqual({
      kind: 'rate_limited',
      retryAfterSeconds: 120,
    });
    for (const code of [4, 17, 32, 341, 613, 80_002]) {
      fake.replies.set('b', { status: 400, body: graphError(code, 'Application request limit reached') });
      expect(await failureOf(client().fetchProfile('b')), String(code)).toEqual({ kind: 'rate_limited' });
    }
  });

  it('maps permission errors and a bad token to forbidden', async () => {
    fake.replies.set('a', { status: 403, body: {} });
    expect(await failureOf(client().fetchProfile('a'))).toEqual({ kind: 'forbidden' });
    fake.replies.set('b', { status: 400, body: graphError(10, 'Application does not have permission') });
    expect(await failureOf(client().fetchProfile('b'))).toEqual({ kind: 'forbidden' });
    expect(await failureOf(client({ accessToken: 'errado' }).fetchProfile('bluebottle'))).toEqual({
      kind: 'forbidden',
    });
  });

  it('maps any other non-OK answer to upstream_status with the status', async () => {
    fake.replies.set('a', { status: 500, body: graphError(1, 'An unknown error occurred') });
    expect(await failureOf(client().fetchProfile('a'))).toEqual({ kind: 'upstream_status', status: 500 });
    fake.replies.set('b', { status: 503 });
    expect(await failureOf(client().fetchProfile('b'))).toEqual({ kind: 'upstream_status', status: 503 });
  });

  it('maps an empty or non-JSON success body to invalid_data', async () => {
    fake.replies.set('a', { rawBody: '<html>oops</html>' });
    expect(await failureOf(client().fetchProfile('a'))).toEqual({ kind: 'invalid_data' });
    fake.replies.set('b', { status: 200, body: { business_discovery: {} } });
    expect(await failureOf(client().fetchProfile('b'))).toEqual({ kind: 'invalid_data' });
    fake.replies.set('c', { status: 200, body: { id: FAKE_ACCOUNT_ID } });
    expect(await failureOf(client().fetchProfile('c'))).toEqual({ kind: 'invalid_data' });
  });

  it('gives up after the configured timeout', async () => {
    fake.replies.set('lento', { hang: true });
    expect(await failureOf(client({ timeoutMs: 50 }).fetchProfile('lento'))).toEqual({ kind: 'timeout' });
  });

  it('reports an API it cannot reach as unreachable', async () => {
    const closed = await startFakeGraphApi();
    await closed.close();
    expect(await failureOf(client({ host: closed.host }).fetchProfile('bluebottle'))).toEqual({
      kind: 'unreachable',
    });
  });

  it('calls the current Graph API version by default; a retired one is refused', async () => {
    await client().fetchProfile('bluebottle');
    expect(fake.requests.at(-1)?.pathname).toBe(`/v26.0/${FAKE_ACCOUNT_ID}`);
    expect(await failureOf(client({ version: 'v21.0' }).fetchProfile('bluebottle'))).toEqual({
      kind: 'upstream_status',
      status: 400,
    });
  });
});
