// The leads export, through the staff CSV writer: pt-BR headers, stages and marks by their pt-BR
// names, money in reais with a decimal comma, times in São Paulo.
import type { LeadListItem } from '@funil/core/admin-leads';
import {
  CONVERSION_STAGE_LABELS,
  JOURNEY_STAGE_LABELS,
  labelFor,
  OPT_OUT_LABELS,
  QUALIFICATION_LABELS,
} from '@funil/core/labels';
import { spreadsheetPhone } from '@funil/core/phone-plan';
import { type CsvColumn, type CsvValue, csvText } from './staff-csv.ts';

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

export const LEADS_CSV_COLUMNS: (CsvColumn & { value: (lead: LeadListItem) => CsvValue })[] = [
  { label: 'Nome', format: 'text', value: (lead) => lead.name },
  { label: 'Telefone', format: 'text', value: (lead) => spreadsheetPhone(lead.phone) },
  { label: 'Instagram', format: 'text', value: (lead) => lead.instagram },
  { label: 'Região', format: 'text', value: (lead) => lead.region },
  {
    label: 'Etapa da jornada',
    format: 'text',
    value: (lead) => labelFor(JOURNEY_STAGE_LABELS, lead.journey_stage, ''),
  },
  {
    label: 'Etapa de conversão',
    format: 'text',
    value: (lead) => labelFor(CONVERSION_STAGE_LABELS, lead.conversion_stage, ''),
  },
  { label: 'Origem (UTM)', format: 'text', value: (lead) => lead.utm_source },
  { label: 'Campanha (UTM)', format: 'text', value: (lead) => lead.utm_campaign },
  { label: 'Parceiro', format: 'text', value: (lead) => lead.partner_code },
  { label: 'Comprou', format: 'text', value: (lead) => lead.has_purchased },
  { label: 'Valor pago (R$)', format: 'money', value: (lead) => reais(lead.trans_value) },
  { label: 'Engajamento', format: 'integer', value: (lead) => lead.engagement_score },
  { label: 'Visitas', format: 'integer', value: (lead) => lead.visit_count },
  { label: 'Última visita', format: 'datetime', value: (lead) => lead.last_visit },
  {
    label: 'Qualificação',
    format: 'text',
    value: (lead) => labelFor(QUALIFICATION_LABELS, lead.qualification_status, ''),
  },
  // Sim/Não, like every mark of the export: whoever works the list by phone sees whom not to write.
  { label: OPT_OUT_LABELS.csvHeader, format: 'text', value: (lead) => lead.opted_out },
  { label: 'Cadastrado em', format: 'datetime', value: (lead) => lead.created_at },
  { label: 'ID', format: 'text', value: (lead) => lead.id },
];

/** One chunk of the file; only the first carries the BOM and the header row. */
export function leadsCsvChunk(leads: readonly LeadListItem[], first: boolean): string {
  return csvText(
    LEADS_CSV_COLUMNS,
    leads.map((lead) => LEADS_CSV_COLUMNS.map((column) => column.value(lead))),
    first,
  );
}
