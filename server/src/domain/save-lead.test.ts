import type { LeadSave } from '@funil/core/lead';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_MEMORY, openDatabase } from '../storage/database.ts';
import { createLeadsRepository } from '../storage/leads-repository.ts';
import { migrate } from '../storage/migrate.ts';
import type { NewLeadOutcome } from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';
import { type SaveLeadDeps, saveLead, saveLeadOnce } from './save-lead.ts';

const ANA: LeadSave = { name: 'Ana', phone: '5511987654321', email: '' };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('saveLead', () => {
  let deps: SaveLeadDeps;
  let warnings: Record<string, unknown>[];
  let db: ReturnType<typeof openDatabase>;

  beforeEach(async () => {
    db = openDatabase(IN_MEMORY);
    await migrate(db);
    warnings = [];
    const logger: DomainLogger = { warn: (details) => warnings.push(details), info: () => {} };
    let ids = 0;
    deps = {
      store: createLeadsRepository(db),
      logger,
      now: () => new Date('2025-04-01T12:00:00Z'),
      newId: () => `lead-${++ids}`,
    };
  });

  const lead = (id: string) =>
    db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const interactions = () =>
    db.selectFrom('lead_interactions').select(['lead_id', 'interaction_type', 'data']).execute();

  /** A first save, then the same browser's later saves carry its capability. */
  async function ownBrowser(first: LeadSave) {
    const saved = await saveLead(deps, first);
    return (next: LeadSave) => saveLead(deps, { ...next, leadId: saved.id, leadToken: saved.token });
  }

  it('inserts with a new id and answers its secret when no lead has the phone', async () => {
    expect(await saveLead(deps, { ...ANA, instagram: 'ana.dev' })).toEqual({
      id: 'lead-1',
      created: true,
      token: expect.stringMatching(TOKEN),
    });
    expect(await lead('lead-1')).toMatchObject({ name: 'Ana', instagram: 'ana.dev', visit_pending: 1 });
  });

  it('keeps only the hash of the secret', async () => {
    const { token } = await saveLead(deps, ANA);
    const [capability] = await db.selectFrom('lead_capabilities').selectAll().execute();
    expect(capability).toMatchObject({ lead_id: 'lead-1', claim_id: null });
    expect(capability?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(capability)).not.toContain(token);
  });

  it('generates a UUID when no id source is injected', async () => {
    const { newId: _, ...withoutIds } = deps;
    const { id } = await saveLead(withoutIds, ANA);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never wipes stored values with empty or missing ones on the lead's own resave", async () => {
    const again = await ownBrowser({
      ...ANA,
      email: 'ana@example.com',
      instagram: 'ana.dev',
      utm_source: 'ig',
      referrer: 'https://instagram.com/',
      landing_page: 'https://funil.example/imersao',
    });

    await again({ ...ANA, name: 'Ana Souza', email: '', instagram: '', utm_source: '' });

    expect(await lead('lead-1')).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      instagram: 'ana.dev',
      utm_source: 'ig',
      referrer: 'https://instagram.com/',
      landing_page: 'https://funil.example/imersao',
      last_touch_at: null,
    });
  });

  it("overwrites who the person is on the lead's own resave, and keeps a later touch apart", async () => {
    const again = await ownBrowser({ ...ANA, utm_campaign: 'marco', referrer: 'https://google.com/' });
    await again({ ...ANA, name: 'Ana Souza', utm_campaign: 'abril', email: 'ana@example.com' });
    expect(await lead('lead-1')).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      utm_campaign: 'marco',
      referrer: 'https://google.com/',
      last_utm_campaign: 'abril',
      last_referrer: null,
      last_touch_at: '2025-04-01T12:00:00.000Z',
    });
  });

  it('warns only when several leads share the phone', async () => {
    await saveLead(deps, ANA);
    await saveLead(deps, ANA);
    expect(warnings).toEqual([]);
  });

  it('answers a honeypot or too-fast submit like a success, storing nothing and logging why', async () => {
    const infos: Record<string, unknown>[] = [];
    const quietDeps = {
      ...deps,
      logger: { warn: () => {}, info: (d: Record<string, unknown>) => infos.push(d) },
    };
    const now = new Date('2025-04-01T12:00:00Z').getTime();
    const token = expect.stringMatching(TOKEN);

    expect(await saveLead(quietDeps, { ...ANA, website: 'x' })).toEqual({
      id: 'lead-1',
      created: true,
      token,
    });
    expect(await saveLead(quietDeps, { ...ANA, started_at: now - 1_000 })).toEqual({
      id: 'lead-2',
      created: true,
      token,
    });

    expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('lead_capabilities').select('lead_id').execute()).toEqual([]);
    expect(infos).toEqual([{ reason: 'honeypot' }, { reason: 'too_fast' }]);
  });

  it('keeps the partner code of an active partner, and never the helper fields', async () => {
    const t = '2025-04-01T00:00:00Z';
    await db
      .insertInto('partners')
      .values({ id: 'p', code: 'loja', name: 'Loja', created_at: t, updated_at: t })
      .execute();
    const now = new Date('2025-04-01T12:00:00Z').getTime();

    await saveLead(deps, { ...ANA, partner: 'loja', website: '', started_at: now - 10_000 });

    expect(await lead('lead-1')).toMatchObject({ partner_code: 'loja' });
  });

  describe('a save of a known phone without its secret', () => {
    it('answers a claim shaped like a new lead, fills only blanks and records the rest', async () => {
      await saveLead(deps, { ...ANA, name: 'Ana Souza', utm_source: 'ig' });

      const claim = await saveLead(deps, {
        ...ANA,
        name: 'Outra Pessoa',
        email: 'outra@example.com',
        instagram: 'outra',
        utm_source: 'spam',
      });

      // A fresh id of its own (the new lead's rows were built first, so not the next in line).
      expect(claim).toEqual({
        id: expect.stringMatching(/^lead-/),
        created: true,
        token: expect.stringMatching(TOKEN),
      });
      expect(claim.id).not.toBe('lead-1');
      expect(await lead('lead-1')).toMatchObject({
        name: 'Ana Souza',
        email: 'outra@example.com',
        instagram: 'outra',
        utm_source: 'ig',
        last_touch_at: null,
      });
      const [recorded] = await interactions();
      expect(recorded).toMatchObject({ lead_id: 'lead-1', interaction_type: 'unverified_save' });
      expect(JSON.parse(recorded?.data ?? '{}')).toEqual({
        claimId: claim.id,
        submitted: {
          name: 'Outra Pessoa',
          phone: ANA.phone,
          email: 'outra@example.com',
          instagram: 'outra',
          utm_source: 'spam',
        },
        filled: ['email', 'instagram'],
      });
    });

    it("lets the claim's browser save again as its own claim, still without changing the lead", async () => {
      await saveLead(deps, ANA);
      const claim = await saveLead(deps, { ...ANA, name: 'Outra' });
      const again = await saveLead(deps, {
        ...ANA,
        name: 'Outra Vez',
        leadId: claim.id,
        leadToken: claim.token,
      });
      expect(again).toEqual({ id: claim.id, created: false, token: claim.token });
      expect(await lead('lead-1')).toMatchObject({ name: 'Ana' });
      expect(await db.selectFrom('lead_claims').select(['id', 'name']).execute()).toEqual([
        { id: claim.id, name: 'Outra Vez' },
      ]);
    });
  });

  it('writes the new lead after all when the known lead the writer saw is gone from the transaction', async () => {
    // The writer saw the phone known; by the known phone's transaction the lead was erased.
    const insertIfPhoneNew = vi
      .fn<() => Promise<NewLeadOutcome>>()
      .mockResolvedValueOnce('phone_known')
      .mockResolvedValueOnce('saved');
    const writer = { isActivePartner: async () => false, insertIfPhoneNew };
    const { store, ...rest } = deps;
    const saved = await saveLeadOnce({ ...rest, writer, scope: (work) => work(store) }, ANA);
    expect(insertIfPhoneNew).toHaveBeenCalledTimes(2);
    expect(saved).toEqual({ id: 'lead-2', created: true, token: expect.stringMatching(TOKEN) });
  });
});
