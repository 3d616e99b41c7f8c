import type { LeadListItem } from '@funil/core/admin-leads';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { LEADS_CSV_COLUMNS, leadsCsvChunk } from './leads-csv.ts';

const lead: LeadListItem = {
  id: 'l1',
  name: 'João "Jota" da Silva; Jr.',
  phone: '5511987654321',
  instagram: 'joao',
  region: 'São Paulo',
  journey_stage: 'customer',
  conversion_stage: 'payment_approved',
  utm_source: 'facebook',
  utm_campaign: 'lançamento',
  partner_code: null,
  has_purchased: true,
  trans_value: 179_700,
  engagement_score: 55,
  visit_count: 3,
  last_visit: '2025-04-26T12:00:00.000Z',
  qualification_status: 'qualified',
  created_at: '2025-04-01T02:30:00.000Z',
  opted_out: false,
};

describe('leads CSV', () => {
  it('starts with a BOM and pt-BR headers, quotes what needs quoting and formats for Brazil', () => {
    const text = leadsCsvChunk([lead], true);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(text.slice(1), { delimiter: ';' }) as string[][];
    expect(header).toEqual(LEADS_CSV_COLUMNS.map((column) => column.label));
    expect(row).toEqual([
      'João "Jota" da Silva; Jr.',
      '55 11 98765 4321',
      'joao',
      'São Paulo',
      'Cliente',
      'Pagamento aprovado',
      'facebook',
      'lançamento',
      '',
      'Sim',
      '1797,00',
      '55',
      '3',
      '26/04/2025, 09:00',
      'Qualificado',
      'Não',
      '31/03/2025, 23:30',
      'l1',
    ]);
  });

  it('writes the phone as text a spreadsheet keeps, repaired when stored with its country code twice', () => {
    const phones = ['5511987654321', '555511987651234', '351912345678', '12345'].map((phone) => {
      const text = leadsCsvChunk([{ ...lead, phone }], false);
      return (parse(text, { delimiter: ';' }) as string[][])[0]?.[1];
    });
    expect(phones).toEqual(['55 11 98765 4321', '55 11 98765 1234', '351 912 345 678', '12345']);
  });

  it('says in pt-BR which leads asked for no messages (SAIR, PARAR or consent taken back)', () => {
    const text = leadsCsvChunk([{ ...lead, opted_out: true }, lead], true);
    const [header, out, allowed] = parse(text.slice(1), { delimiter: ';' }) as string[][];
    const column = header?.indexOf('Não quer mensagens (WhatsApp)') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect([out?.[column], allowed?.[column]]).toEqual(['Sim', 'Não']);
  });

  it('has neither BOM nor header after the first chunk', () => {
    const text = leadsCsvChunk([lead, lead], false);
    expect(text.startsWith('\uFEFF')).toBe(false);
    expect(parse(text, { delimiter: ';' })).toHaveLength(2);
  });

  it('defuses a name a spreadsheet would run as a formula', () => {
    const text = leadsCsvChunk([{ ...lead, name: '=cmd|" /C calc"!A0', utm_campaign: '@SUM(A1)' }], false);
    const [row] = parse(text, { delimiter: ';' }) as string[][];
    expect(row?.[0]).toBe('\'=cmd|" /C calc"!A0');
    expect(row?.[7]).toBe("'@SUM(A1)");
  });
});
