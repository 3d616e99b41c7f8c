import { ERRORS } from '@funil/core/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp, postJson } from '../testing/test-app.ts';

describe('POST /api/interactions', () => {
  it('records a free-form interaction of a known lead', async () => {
    const t = await createTestApp();
    const { id: leadId } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();

    const res = await postJson(t.app, '/api/interactions', {
      leadId,
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

  it('answers 404 for an unknown lead and 400 without a type', async () => {
    const t = await createTestApp();
    const unknown = await postJson(t.app, '/api/interactions', { leadId: crypto.randomUUID(), type: 'x' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toEqual({ code: 'lead_not_found', message: ERRORS.lead_not_found });

    const untyped = await postJson(t.app, '/api/interactions', { leadId: crypto.randomUUID() });
    expect(untyped.status).toBe(400);
    expect((await untyped.json()).error.message).toBe(ERRORS.interaction_type_required);
    expect(await t.db.selectFrom('lead_interactions').selectAll().execute()).toEqual([]);
  });
});
