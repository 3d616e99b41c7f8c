import { ERRORS } from '@funil/core/errors';
import { postJson, startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';

describe('GET /api/leads/{id}', () => {
  it('shows only the id, first name, stages and Instagram handle, never phone or e-mail', async () => {
    const t = await startTestServer();
    const saved = await postJson(t.app, '/api/leads', {
      name: 'Ana Maria',
      phone: '5511987654321',
      email: 'ana@example.com',
      instagram: '@Ana.Souza',
    });
    const { id } = await saved.json();

    const res = await t.app.request(`/api/leads/${id}`);

    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      id,
      firstName: 'Ana',
      journeyStage: 'lead',
      conversionStage: 'new_lead',
      instagram: 'ana.souza',
      visitCount: 0,
      registeredForEvent: false,
    });
    expect(text).not.toMatch(/5511987654321|ana@example\.com/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a null instagram for a lead who gave none, and the handle set later', async () => {
    const t = await startTestServer();
    const { id, token } = await (
      await postJson(t.app, '/api/leads', { name: 'Bia', phone: '5511912345678' })
    ).json();

    expect((await (await t.app.request(`/api/leads/${id}`)).json()).instagram).toBeNull();

    await postJson(t.app, '/api/leads/instagram', { leadId: id, leadToken: token, instagram: 'bia.lima' });
    expect((await (await t.app.request(`/api/leads/${id}`)).json()).instagram).toBe('bia.lima');
  });

  it('tells a page whether the lead came back and is registered for the free call (spec §4)', async () => {
    const t = await startTestServer();
    const phone = '5511912345678';
    const { id, token } = await (
      await postJson(t.app, '/api/leads', { name: 'Bia', phone, free_call: true })
    ).json();
    const own = { leadId: id, leadToken: token };
    await postJson(t.app, '/api/visits', { phone, visit_id: 'carga-da-captura', ...own });
    const first = await (await t.app.request(`/api/leads/${id}`)).json();
    expect(first).toMatchObject({ visitCount: 1, registeredForEvent: true });

    await postJson(t.app, '/api/visits', { phone, visit_id: 'carga-seguinte', ...own });
    expect(await (await t.app.request(`/api/leads/${id}`)).json()).toMatchObject({ visitCount: 2 });
  });

  it("shows a claim's id as the new lead it looks like: what its browser sent, never the lead's", async () => {
    const t = await startTestServer();
    const phone = '5511912345678';
    await postJson(t.app, '/api/leads', { name: 'Bia Lima', phone, instagram: 'bia.lima', free_call: true });
    const claim = await (
      await postJson(t.app, '/api/leads', { name: 'Carla Dias', phone, instagram: 'carla', free_call: true })
    ).json();
    const own = { leadId: claim.id, leadToken: claim.token };
    await postJson(t.app, '/api/visits', { phone, visit_id: 'carga-unica', ...own });
    await postJson(t.app, '/api/visits', { phone, visit_id: 'carga-unica', ...own });

    expect(await (await t.app.request(`/api/leads/${claim.id}`)).json()).toEqual({
      id: claim.id,
      firstName: 'Carla',
      journeyStage: 'lead',
      conversionStage: 'new_lead',
      instagram: 'carla',
      visitCount: 1,
      registeredForEvent: true,
    });
  });

  it('answers a JSON 404 for an unknown or malformed id', async () => {
    const t = await startTestServer();
    for (const id of [crypto.randomUUID(), 'nao-e-um-id', "1'%20or%20'1'='1"]) {
      const res = await t.app.request(`/api/leads/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'lead_not_found', message: ERRORS.lead_not_found } });
    }
  });
});
