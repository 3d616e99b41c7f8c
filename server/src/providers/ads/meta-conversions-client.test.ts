import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeConversionsProviderContract, sampleEvent } from './conversions-provider-contract.ts';
import { FAKE_META_TOKEN, type FakeMetaApi, startFakeMetaApi } from './fake-meta-api.ts';

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

  it('calls a 500 and a 429 retryable', async () => {
    fake.failNext(1, 500);
    expect(await fake.client().send([sampleEvent('falha_500')])).toMatchObject({
      ok: false,
      retryable: true,
    });
    fake.failNext(1, 429);
    expect(await fake.client().send([sampleEvent('falha_429')])).toMatchObject({
      ok: false,
      retryable: true,
    });
  });

  it('calls a refusal not retryable, with the Graph API message and never the token', async () => {
    const result = await fake.client({ accessToken: `${FAKE_META_TOKEN}-errado` }).send([sampleEvent('x')]);
    expect(result).toMatchObject({ ok: false, retryable: false });
    if (result.ok) return;
    expect(result.error).toContain('Invalid OAuth access token');
    expect(result.error).not.toContain(FAKE_META_TOKEN);
  });

  it('calls an unreachable server retryable', async () => {
    const result = await fake.client({ baseUrl: 'http://127.0.0.1:9/v21.0' }).send([sampleEvent('y')]);
    expect(result).toMatchObject({ ok: false, retryable: true });
  });
});
