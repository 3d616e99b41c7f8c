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
});
