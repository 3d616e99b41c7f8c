import type { LeadSave } from '@funil/core/lead';
import { beforeEach, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from '../storage/database.ts';
import { createLeadsRepository } from '../storage/leads-repository.ts';
import { migrate } from '../storage/migrate.ts';
import { type SaveLeadDeps, saveLead, type WarningLogger } from './save-lead.ts';

const ANA: LeadSave = { name: 'Ana', phone: '5511987654321', email: '' };

describe('saveLead', () => {
  let deps: SaveLeadDeps;
  let warnings: Record<string, unknown>[];
  let db: ReturnType<typeof openDatabase>;

  beforeEach(async () => {
    db = openDatabase(IN_MEMORY);
    await migrate(db);
    warnings = [];
    const logger: WarningLogger = { warn: (details) => warnings.push(details), info: () => {} };
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

  it('inserts with a new id when no lead has the phone', async () => {
    expect(await saveLead(deps, { ...ANA, instagram: 'ana.dev' })).toEqual({ id: 'lead-1', created: true });
    expect(await lead('lead-1')).toMatchObject({ name: 'Ana', instagram: 'ana.dev', visit_pending: 1 });
  });

  it('generates a UUID when no id source is injected', async () => {
    const { newId: _, ...withoutIds } = deps;
    const { id } = await saveLead(withoutIds, ANA);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never wipes stored values with empty or missing ones', async () => {
    await saveLead(deps, {
      ...ANA,
      email: 'ana@example.com',
      instagram: 'ana.dev',
      utm_source: 'ig',
      referrer: 'https://instagram.com/',
      landing_page: 'https://funil.example/imersao',
    });

    await saveLead(deps, { ...ANA, name: 'Ana Souza', email: '', instagram: '', utm_source: '' });

    expect(await lead('lead-1')).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      instagram: 'ana.dev',
      utm_source: 'ig',
      referrer: 'https://instagram.com/',
      landing_page: 'https://funil.example/imersao',
    });
  });

  it('overwrites a stored value with a new non-empty one', async () => {
    await saveLead(deps, { ...ANA, utm_campaign: 'marco' });
    await saveLead(deps, { ...ANA, utm_campaign: 'abril', email: 'ana@example.com' });
    expect(await lead('lead-1')).toMatchObject({ utm_campaign: 'abril', email: 'ana@example.com' });
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

    expect(await saveLead(quietDeps, { ...ANA, website: 'x' })).toEqual({ id: 'lead-1', created: true });
    expect(await saveLead(quietDeps, { ...ANA, started_at: now - 1_000 })).toEqual({
      id: 'lead-2',
      created: true,
    });

    expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
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
});
