// Issue 27, reproduction 13: a visitor who clicked 'Recusar' on the cookie notice still had PageView,
// Lead and InstagramProvided delivered to the Conversions API with hashed contact data. The answer
// now reaches the server (decision 0024): through the real app and the sender, against a local fake
// of Meta's endpoint, on both engines.
import { AD_CONSENT_VERSION } from '@funil/core/ad-consent';
import { ERRORS } from '@funil/core/errors';
import { type FakeMetaApi, startFakeMetaApi } from '@funil/testkit/fakes/fake-meta-api';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createConversionsSender } from '../domain/conversions-sender.ts';
import { sha256 } from '../domain/conversions-user-data.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createTrackingOutbox } from '../storage/tracking-events-repository.ts';

let fake: FakeMetaApi;
beforeAll(async () => {
  fake = await startFakeMetaApi();
});
afterAll(() => fake.close());

const EMAIL = 'ana@example.com';

describeEachEngine('the cookie notice’s answer on the server', (database) => {
  let t: TestApp;
  let run = 0;
  beforeEach(() => {
    t = testAppOn(database().db, {
      now: () => new Date(),
      payments: { provider: createSandboxProvider(), webhookToken: 'segredo' },
    });
    run += 1;
  });

  /** Ids unique to the test, since the fake keeps every event it accepted. */
  const id = (name: string) => `${name}_${run}_${Math.random().toString(36).slice(2, 8)}`;

  const event = (
    name: string,
    eventId: string,
    extra: Record<string, unknown> = {},
    externalId?: string,
  ) => ({
    event_name: name,
    event_time: Math.floor(Date.now() / 1000) - 5,
    event_id: eventId,
    action_source: 'website',
    event_source_url: 'https://funil.example/',
    user_data: {
      em: EMAIL,
      ph: '5511987654321',
      fn: 'ana',
      fbp: 'fb.1.1743500000000.987654321',
      client_user_agent: 'Mozilla/5.0 (navegador da Ana)',
      ...(externalId ? { external_id: externalId } : {}),
    },
    custom_data: {},
    ...extra,
  });
  const send = async (events: unknown[]) =>
    postJson(t.app, '/api/tracking/events', { action: 'send_events', events });
  const saveLead = async (phone: string) => {
    const res = await postJson(t.app, '/api/leads', {
      name: 'Ana Souza',
      phone,
      email: EMAIL,
      started_at: 0,
    });
    return (await res.json()) as { id: string; token: string };
  };
  const answer = (
    lead: { id: string; token: string },
    choice: string,
    version: unknown = AD_CONSENT_VERSION,
  ) => postJson(t.app, '/api/leads/ad-consent', { choice, version, leadId: lead.id, leadToken: lead.token });
  /** Runs the sender until nothing is due; answers the events Meta got, by their ids. */
  const deliveredIds = async (ids: string[]) => {
    await createConversionsSender({
      outbox: createTrackingOutbox(t.db),
      provider: fake.client(),
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    }).drain();
    return fake
      .accepted()
      .filter((sent) => ids.includes(sent.event_id))
      .map((sent) => sent.event_id);
  };
  const rowsOf = (ids: string[]) =>
    t.db
      .selectFrom('tracking_events')
      .select(['event_id', 'status', 'payload'])
      .where('event_id', 'in', ids)
      .orderBy('event_id')
      .execute();

  it('a visitor who refused and then leaves a lead gets nothing to Meta: page events, lead events, the purchase', async () => {
    const ids = [id('PageView'), id('Lead'), id('InstagramProvided')];
    const [pageView = '', lead = '', instagram = ''] = ids;
    // The page view before the lead, then the notice's 'Recusar'.
    const before = await send([event('PageView', pageView, { consent: 'refused' })]);
    expect(await before.json()).toMatchObject({ received: 1, queued: 0, refused: 1 });

    const saved = await saveLead('5511987654321');
    expect((await answer(saved, 'refused')).status).toBe(204);
    // An older page of the same visitor, or anyone, naming the lead with no answer or with 'accepted'.
    await send([
      event('Lead', lead, { consent: 'refused' }, saved.id),
      event('InstagramProvided', instagram, {}, saved.id),
    ]);
    // The lead buys: the server's own Purchase is not sent either.
    const link = (
      await (
        await postJson(
          t.app,
          '/api/payments/pix',
          modalCheckoutRequest('pix', saved.id, { leadToken: saved.token }),
        )
      ).json()
    ).link as string;
    await sandboxAction(t.app, link, 'approve', { method: 'PIX' });
    const purchase = await t.db
      .selectFrom('tracking_events')
      .select(['event_id', 'status'])
      .where('lead_id', '=', saved.id)
      .where('event_name', '=', 'Purchase')
      .executeTakeFirstOrThrow();

    expect(await deliveredIds([...ids, purchase.event_id])).toEqual([]);
    // Nothing of the visitor is even kept for later.
    expect(await rowsOf(ids)).toEqual([]);
    expect(purchase.status).not.toBe('delivered');
  });

  it('an event with no answer is held, never sent; the lead’s Aceitar releases it with its user data', async () => {
    const saved = await saveLead('5511987650001');
    const lead = id('Lead');
    await send([event('Lead', lead, {}, saved.id)]);
    expect(await deliveredIds([lead])).toEqual([]);
    expect((await rowsOf([lead]))[0]?.status).toBe('held');

    expect((await answer(saved, 'accepted')).status).toBe(204);
    expect(await deliveredIds([lead])).toEqual([lead]);
    const sent = fake.accepted().find((delivered) => delivered.event_id === lead);
    expect(sent?.user_data).toMatchObject({ em: sha256(EMAIL), external_id: sha256(saved.id) });
    const consents = await t.db.selectFrom('consents').selectAll().where('lead_id', '=', saved.id).execute();
    expect(consents.map((row) => [row.text_version, JSON.parse(row.purposes), row.revoked_at])).toEqual(
      expect.arrayContaining([[`cookies-${AD_CONSENT_VERSION}`, ['analytics', 'ads'], null]]),
    );
  });

  it('a page that gets its answer sends its held events again: Aceitar lets them go, Recusar drops them', async () => {
    const [kept = '', dropped = ''] = [id('PageView'), id('PageView')];
    await send([event('PageView', kept), event('PageView', dropped)]);
    const res = await send([event('PageView', kept, { consent: 'accepted' })]);
    expect(await res.json()).toMatchObject({ received: 1, queued: 1, duplicates: 0 });
    await send([event('PageView', dropped, { consent: 'refused' })]);
    expect((await rowsOf([kept, dropped])).map((row) => row.event_id)).toEqual([kept]);
    expect(await deliveredIds([kept, dropped])).toEqual([kept]);
  });

  it('Aceitar, then Recusar from the reopened notice: nothing of the lead leaves from then on', async () => {
    const saved = await saveLead('5511987650002');
    await answer(saved, 'accepted');
    const [first = '', waiting = '', later = ''] = [id('Lead'), id('CTAClick'), id('CTAClick')];
    await send([event('Lead', first, { consent: 'accepted' }, saved.id)]);
    expect(await deliveredIds([first])).toEqual([first]);
    await send([event('CTAClick', waiting, { consent: 'accepted' }, saved.id)]);

    expect((await answer(saved, 'refused')).status).toBe(204);
    // Another browser of the lead that still says 'accepted' does not override the refusal.
    const after = await send([event('CTAClick', later, { consent: 'accepted' }, saved.id)]);
    expect(await after.json()).toMatchObject({ queued: 0, refused: 1 });
    expect(await deliveredIds([waiting, later])).toEqual([]);
    const row = await t.db
      .selectFrom('consents')
      .select('revoked_at')
      .where('lead_id', '=', saved.id)
      .where('text_version', '=', `cookies-${AD_CONSENT_VERSION}`)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    // And an 'Aceitar' again is honoured again.
    await answer(saved, 'accepted');
    const again = id('CTAClick');
    await send([event('CTAClick', again, { consent: 'accepted' }, saved.id)]);
    expect(await deliveredIds([again])).toEqual([again]);
  });

  it('changes a lead only with its own capability, and refuses what it cannot record in pt-BR', async () => {
    const saved = await saveLead('5511987650003');
    const consents = () =>
      t.db.selectFrom('consents').select('id').where('text_version', 'like', 'cookies-%').execute();
    const before = await consents();

    const forged = await answer({ id: saved.id, token: 'x'.repeat(43) }, 'accepted');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: { code: 'lead_token_invalid', message: ERRORS.lead_token_invalid },
    });
    const other = await saveLead('5511987650004');
    expect((await answer({ id: saved.id, token: other.token }, 'accepted')).status).toBe(403);

    const unknown = await answer(saved, 'accepted', 99);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: { code: 'ad_consent_version_unknown', message: ERRORS.ad_consent_version_unknown },
    });
    const bad = await answer(saved, 'talvez');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('validation_failed');

    // A browser that saved a known phone without its secret holds a claim: answered, lead unchanged.
    const claim = await saveLead('5511987650003');
    expect(claim.id).not.toBe(saved.id);
    expect((await answer(claim, 'accepted')).status).toBe(204);
    expect(await consents()).toEqual(before);
  });
});
