import { expect, it } from 'vitest';
import { leadEngagement } from '../server/server-parts.ts';
import { describeEachEngine } from '../server/test-databases.ts';
import { DATASET_PARTNERS, seedAdminDataset } from './admin-dataset.ts';

const options = { leads: 150, behaviourEntriesPerLead: 4, seed: 42 };

describeEachEngine('seedAdminDataset', (database) => {
  it('writes consistent, realistic leads with everything that refers to them', async () => {
    const { db } = database();
    const summary = await seedAdminDataset(db, options);
    const leads = await db.selectFrom('leads').selectAll().execute();

    expect(leads).toHaveLength(150);
    expect(summary.leads).toBe(150);
    for (const lead of leads) {
      expect(lead.phone).toMatch(/^55\d{2}9\d{8}$/);
      expect(lead.name).toMatch(/^\S+ \S+/);
      expect(JSON.parse(lead.clicks_data ?? '[]')).toHaveLength(4);
      expect(JSON.parse(lead.page_views ?? '[]')).toHaveLength(4);
      expect(lead.engagement_score).toBe(leadEngagement(lead).score);
    }
    const buyers = leads.filter((lead) => Number(lead.has_purchased) === 1);
    expect(buyers).toHaveLength(summary.purchases);
    expect(buyers.every((lead) => lead.journey_stage === 'customer' && (lead.trans_value ?? 0) > 0)).toBe(
      true,
    );
    const partners = new Set(leads.map((lead) => lead.partner_code).filter(Boolean));
    expect([...partners].every((code) => DATASET_PARTNERS.some((p) => p.code === code))).toBe(true);
    const profiles = await db.selectFrom('instagram_profiles').select('username').execute();
    expect(profiles).toHaveLength(leads.filter((lead) => lead.instagram).length);
    const paid = await db.selectFrom('checkouts').select('id').where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(summary.purchases);
  }, 30_000);
});

describeEachEngine('seedAdminDataset twice', (database) => {
  it('writes the same rows for the same seed', async () => {
    const { db } = database();
    await seedAdminDataset(db, options);
    const first = await db.selectFrom('leads').selectAll().orderBy('id').execute();
    for (const table of [
      'provider_events',
      'checkouts',
      'tracking_events',
      'leads',
      'instagram_profiles',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    await seedAdminDataset(db, options);
    expect(await db.selectFrom('leads').selectAll().orderBy('id').execute()).toEqual(first);
  }, 30_000);
});
