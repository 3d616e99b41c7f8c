import { describe, expect, it } from 'vitest';
import { findPartner, listPartners } from './partner-figures.ts';
import type { PartnerFiguresRow, PartnerSale } from './ports/partner-figures-store.ts';

const partner = (code: string): PartnerFiguresRow => ({
  id: `p-${code}`,
  code,
  name: code,
  isActive: true,
  siteOrigin: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  leads: 2,
  lastTouchLeads: 1,
  commissionPercent: null,
  offerCommissions: [],
  asaasWalletId: null,
});
const sale = (partnerCode: string | null, lastTouchPartnerCode: string | null): PartnerSale => ({
  amountCents: 100_00,
  refundedCents: 0,
  status: 'paid',
  paidAt: '2026-11-01T12:00:00.000Z',
  checkoutMethod: 'pix',
  paidBillingType: null,
  utmSource: null,
  utmCampaign: null,
  region: null,
  partnerCode,
  lastTouchPartnerCode,
});

describe('partner figures', () => {
  const store = {
    partnerRows: async (code?: string) =>
      [partner('ana'), partner('bia')].filter((p) => !code || p.code === code),
    partnerSales: async () => [sale('ana', 'ana'), sale('ana', 'bia'), sale(null, 'bia')],
    commissionFigures: async () => [
      { partnerCode: 'ana', status: 'pending' as const, count: 1, amountCents: 10_00 },
      { partnerCode: 'ana', status: 'released' as const, count: 2, amountCents: 25_00 },
    ],
  };

  it('credits sales to the first touch and shows the last touch beside them', async () => {
    const [ana, bia] = await listPartners(store);
    expect(ana).toMatchObject({ code: 'ana', sales: 2, grossRevenue: 200_00, lastTouchSales: 1 });
    expect(bia).toMatchObject({ code: 'bia', sales: 0, grossRevenue: 0, lastTouchSales: 2 });
  });

  it("shows each partner's commissions by state, every state present", async () => {
    const [ana, bia] = await listPartners(store);
    expect(ana?.commissions).toEqual({
      pending: { count: 1, amountCents: 10_00 },
      released: { count: 2, amountCents: 25_00 },
      cancelled: { count: 0, amountCents: 0 },
      reversed: { count: 0, amountCents: 0 },
    });
    expect(bia?.commissions.pending).toEqual({ count: 0, amountCents: 0 });
  });

  it('finds one partner, and nothing for an unknown code', async () => {
    expect(await findPartner(store, 'bia')).toMatchObject({
      leads: 2,
      lastTouchLeads: 1,
      netRevenue: 0,
    });
    expect(await findPartner(store, 'zeca')).toBeUndefined();
  });
});
