import { ERRORS } from '@funil/core/errors';
import { postJson, startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';

describe('POST /api/interactions', () => {
  it('records a free-form interaction of the lead whose browser sends its secret', async () => {
    const t = await startTestServer();
    const { id: leadId, token: leadToken } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();

    const res = await postJson(t.app, '/api/interactions', {
      leadId,
      leadToken,
      type: 'whatsapp_click',
      data: { section: 'hero', extra: [1, 2] },
    });

    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await t.db.selectFrom('lead_interactions').selectAll().execute()).toEqual([
      {
        id,
        lead_id: leadId,
        interaction_type: 'whatsapp_click',
        data: '{"section":"hero","extra":[1,2]}',
        created_at: '2025-04-01T12:00:00.000Z',
      },
    ]);
  });

  it('answers the same 403 for a known lead and an unknown one without the secret, 400 without a type', async () => {
    const t = await startTestServer();
    const { id } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();
    for (const leadId of [id, crypto.randomUUID()]) {
      const refused = await postJson(t.app, '/api/interactions', { leadId, type: 'x' });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toEqual({
        code: 'lead_token_invalid',
        message: ERRORS.lead_token_invalid,
      });
    }

    const untyped = await postJson(t.app, '/api/interactions', { leadId: crypto.randomUUID() });
    expect(untyped.status).toBe(400);
    expect((await untyped.json()).error.message).toBe(ERRORS.interaction_type_required);
    expect(await t.db.selectFrom('lead_interactions').selectAll().execute()).toEqual([]);
  });
});
