import type { LaunchComparisonRow } from '@funil/core/launches';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_NO_SPEND_HINT,
  comparedLaunches,
  comparisonLines,
  NO_LEADS_HINT,
  NO_SPEND_HINT,
} from './launch-comparison.ts';

const row = (change: Partial<LaunchComparisonRow>): LaunchComparisonRow => ({
  id: 'id',
  name: 'IA na Prática',
  state: 'sold_out',
  isCurrent: false,
  leads: 1234,
  registrations: 800,
  attendance: 310,
  sales: 42,
  grossRevenue: 7_547_400,
  netRevenue: 7_367_700,
  adSpend: null,
  costPerLead: null,
  ...change,
});

describe('the launches side by side', () => {
  it('leaves drafts out and puts the current launch first', () => {
    const rows = [
      row({ id: 'draft', state: 'draft' }),
      row({ id: 'new', isCurrent: true, state: 'capturing' }),
      row({ id: 'old', state: 'closed' }),
      row({ id: 'first' }),
    ];
    expect(comparedLaunches(rows).map((launch) => launch.id)).toEqual(['new', 'old', 'first']);
  });

  it('writes each figure in pt-BR under the registry’s label', () => {
    const lines = comparisonLines([row({ adSpend: 250_000, costPerLead: 203 })]);
    expect(lines.map((line) => [line.label, line.cells[0]?.text])).toEqual([
      ['Leads', '1.234'],
      ['Inscrições nos eventos', '800'],
      ['Presenças', '310'],
      ['Vendas', '42'],
      ['Receita bruta', 'R$ 75.474,00'],
      ['Receita líquida', 'R$ 73.677,00'],
      ['Investimento em anúncios', 'R$ 2.500,00'],
      ['Custo por lead', 'R$ 2,03'],
    ]);
  });

  it('says why a cost per lead is missing', () => {
    const cost = (change: Partial<LaunchComparisonRow>) =>
      comparisonLines([row(change)]).find((line) => line.key === 'costPerLead')?.cells[0];
    expect(cost({})).toEqual({ text: '—', hint: NO_SPEND_HINT });
    expect(cost({ state: 'closed' })).toEqual({ text: '—', hint: CLOSED_NO_SPEND_HINT });
    expect(cost({ adSpend: 10_000, leads: 0 })).toEqual({ text: '—', hint: NO_LEADS_HINT });
  });
});
