import {
  describeConversionsProviderContract,
  sampleEvent,
} from '@funil/testkit/contracts/conversions-provider-contract';
import {
  FAKE_META_TOKEN,
  type FakeMetaApi,
  invalid,
  startFakeMetaApi,
} from '@funil/testkit/fakes/fake-meta-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConversionEvent } from '../../domain/ports/conversions.ts';
import { DEFAULT_GRAPH_API_VERSION } from '../graph-api.ts';

let fake: FakeMetaApi;
beforeAll(async () => {
  fake = await startFakeMetaApi();
});
afterAll(() => fake.close());

describeConversionsProviderContract('Meta Conversions API client', {
  provider: () => fake.client(),
  delivered: () => fake.accepted().map((event) => event.event_id),
});

describe('Meta Conversions API client', () => {
  beforeEach(() => fake.failNext(0));

  it('posts the events in data, with the test event code when one is set', async () => {
    await fake.client({ testEventCode: 'TEST123' }).send([sampleEvent('com_codigo')]);
    const last = fake.requests.at(-1);
    expect(last?.body.test_event_code).toBe('TEST123');
    expect(last?.body.data?.map((event) => event.event_id)).toEqual(['com_codigo']);
  });

  it('sends no test_event_code by default', async () => {
    await fake.client().send([sampleEvent('sem_codigo')]);
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('test_event_code');
  });

  it('calls the current Graph API version by default, and is refused on a retired one', async () => {
    expect(DEFAULT_GRAPH_API_VERSION).toBe('v26.0');
    expect(await fake.client().send([sampleEvent('atual')])).toEqual({ ok: true });
    const old = await fake.client({ version: 'v21.0' }).send([sampleEvent('antiga')]);
    expect(old).toMatchObject({ ok: false, retryable: false });
    if (!old.ok) expect(old.error).toContain('deprecated version');
  });

  it('calls a 500 retryable, and nothing else throttling', async () => {
    fake.failNext(1, 500);
    expect(await fake.client().send([sampleEvent('falha_500')])).toEqual({
      ok: false,
      retryable: true,
      error: expect.stringContaining('HTTP 500'),
    });
  });

  it.each([
    [429, 2],
    [400, 4],
    [400, 17],
    [400, 32],
    [400, 341],
    [400, 613],
    [400, 80_004],
  ])('reads HTTP %i with Graph code %i as throttling', async (status, code) => {
    fake.failNext(1, status, code);
    expect(await fake.client().send([sampleEvent(`limite_${code}`)])).toMatchObject({
      ok: false,
      retryable: true,
      throttled: true,
    });
  });

  it('calls a refusal not retryable, with the Graph API message and never the token', async () => {
    const result = await fake.client({ accessToken: `${FAKE_META_TOKEN}-errado` }).send([sampleEvent('x')]);
    expect(result).toMatchObject({ ok: false, retryable: false });
    if (result.ok) return;
    expect(result).not.toHaveProperty('throttled');
    expect(result.error).toContain('Invalid OAuth access token');
    expect(result.error).not.toContain(FAKE_META_TOKEN);
  });

  it('calls an unreachable server retryable', async () => {
    const result = await fake.client({ host: 'http://127.0.0.1:9' }).send([sampleEvent('y')]);
    expect(result).toMatchObject({ ok: false, retryable: true });
  });
});

describe('the fake refuses what Meta refuses', () => {
  const now = Math.floor(Date.now() / 1000);
  const event = (changes: (event: ConversionEvent) => void) => {
    const sample = sampleEvent('e', new Date(now * 1000));
    changes(sample);
    return invalid([sample], now);
  };

  it('accepts the contract sample', () => {
    expect(event(() => {})).toBeUndefined();
  });

  it.each<[string, (event: ConversionEvent) => void]>([
    ['no action_source', (e) => Object.assign(e, { action_source: '' })],
    ['an unknown action_source', (e) => Object.assign(e, { action_source: 'tv' })],
    ['a website event without its page', (e) => Object.assign(e, { event_source_url: undefined })],
    [
      'a website event without the browser',
      (e) => Object.assign(e.user_data, { client_user_agent: undefined }),
    ],
    ['an event_time over 7 days old', (e) => Object.assign(e, { event_time: now - 8 * 86_400 })],
    ['an event_time ahead of now', (e) => Object.assign(e, { event_time: now + 3_600 })],
    ['an unhashed e-mail', (e) => Object.assign(e.user_data, { em: 'ana@example.com' })],
    ['an unhashed phone', (e) => Object.assign(e.user_data, { ph: '5511987654321' })],
    ['an fbc in seconds', (e) => Object.assign(e.user_data, { fbc: 'fb.1.1743508800.AbC' })],
    ['a readable name in custom_data', (e) => Object.assign(e.custom_data, { lead_name: 'Ana' })],
    [
      'a readable WhatsApp in custom_data',
      (e) => Object.assign(e.custom_data, { whatsapp: '5511987654321' }),
    ],
    ['a readable Instagram in custom_data', (e) => Object.assign(e.custom_data, { instagram: 'ana.ia' })],
    ['an e-mail under any key', (e) => Object.assign(e.custom_data, { nota: 'ana@example.com' })],
    [
      'a Purchase without its currency',
      (e) => Object.assign(e, { event_name: 'Purchase', custom_data: { value: 97 } }),
    ],
  ])('refuses %s', (_, change) => {
    expect(event(change)).toMatch(/^(Invalid parameter|Website events|Purchase events)/);
  });
});
