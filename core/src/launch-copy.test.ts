import { describe, expect, it } from 'vitest';
import { freeCallWhen, launchCopy } from './launch-copy.ts';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from './launch-settings.ts';

describe('launchCopy', () => {
  it("says the spec's words with the spec's defaults", () => {
    const copy = launchCopy(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));
    expect(copy.freeCall.when).toBe('11/06 às 20:00');
    expect(copy.immersion).toMatchObject({
      date: '26 de abril de 2025',
      hours: 'das 09:00 às 17:00',
      price: 'R$ 97,00',
      location: 'Online',
    });
    expect(copy.program).toMatchObject({
      pixPrice: 'R$ 1.797,00',
      installment: 'R$ 173,36',
      installments: '12x de R$ 173,36',
      cardTotal: 'R$ 2.080,32',
      priceLine: 'R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão',
    });
  });

  it('follows what staff saved', () => {
    const settings = structuredClone(DEFAULT_LAUNCH_SETTINGS);
    settings.freeCall = { date: '2026-12-03', time: '19:30', zoomUrl: null };
    settings.program = { pixPriceCents: 149_700, cardInstallments: 10, cardTotalCents: 170_000 };
    const copy = launchCopy(publicLaunchSettings(settings));
    expect(copy.freeCall.when).toBe('03/12 às 19:30');
    expect(copy.program.pixPrice).toBe('R$ 1.497,00');
    expect(copy.program.installments).toBe('10x de R$ 170,00');
  });

  it("writes the free call's day and time as staff typed them, without Intl", () => {
    expect(freeCallWhen({ date: '2025-06-11', time: '20:00' })).toBe('11/06 às 20:00');
    expect(freeCallWhen({ date: '2027-01-02', time: '07:05' })).toBe('02/01 às 07:05');
  });
});
