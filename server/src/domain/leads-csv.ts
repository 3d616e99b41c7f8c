// The leads export as a CSV Excel in Brazil opens right: pt-BR headers, ';' between cells, a BOM,
// decimal commas, São Paulo times, and no cell a spreadsheet could run as a formula.
import {
  CONVERSION_STAGE_LABELS,
  JOURNEY_STAGE_LABELS,
  type LeadListItem,
  QUALIFICATION_LABELS,
  stageLabel,
} from '@funil/core/admin-leads';
import { formatDateTime } from '@funil/core/dates';
import { spreadsheetPhone } from '@funil/core/phone-plan';
import { stringify } from 'csv-stringify/sync';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');
const reais = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

export const LEADS_CSV_COLUMNS: { header: string; value: (lead: LeadListItem) => string }[] = [
  { header: 'Nome', value: (lead) => lead.name },
  { header: 'Telefone', value: (lead) => spreadsheetPhone(lead.phone) },
  { header: 'Instagram', value: (lead) => lead.instagram ?? '' },
  { header: 'Região', value: (lead) => lead.region ?? '' },
  { header: 'Etapa da jornada', value: (lead) => stageLabel(JOURNEY_STAGE_LABELS, lead.journey_stage) },
  {
    header: 'Etapa de conversão',
    value: (lead) => stageLabel(CONVERSION_STAGE_LABELS, lead.conversion_stage),
  },
  { header: 'Origem (utm_source)', value: (lead) => lead.utm_source ?? '' },
  { header: 'Campanha (utm_campaign)', value: (lead) => lead.utm_campaign ?? '' },
  { header: 'Parceiro', value: (lead) => lead.partner_code ?? '' },
  { header: 'Comprou', value: (lead) => (lead.has_purchased ? 'Sim' : 'Não') },
  { header: 'Valor pago (R$)', value: (lead) => reais(lead.trans_value) },
  {
    header: 'Engajamento',
    value: (lead) => (lead.engagement_score === null ? '' : String(lead.engagement_score)),
  },
  { header: 'Visitas', value: (lead) => String(lead.visit_count) },
  { header: 'Última visita', value: (lead) => when(lead.last_visit) },
  {
    header: 'Qualificação',
    value: (lead) => (lead.qualification_status ? QUALIFICATION_LABELS[lead.qualification_status] : ''),
  },
  { header: 'Cadastrado em', value: (lead) => when(lead.created_at) },
  { header: 'ID', value: (lead) => lead.id },
];

/**
 * A cell starting with = + - @ (or a tab or return before one) is read as a formula by Excel and
 * LibreOffice; a leading apostrophe makes it text (OWASP's CSV injection advice).
 */
export function formulaSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One chunk of the file; only the first carries the BOM and the header row. */
export function leadsCsvChunk(leads: readonly LeadListItem[], first: boolean): string {
  const records = leads.map((lead) => LEADS_CSV_COLUMNS.map((column) => formulaSafe(column.value(lead))));
  return stringify(first ? [LEADS_CSV_COLUMNS.map((column) => column.header), ...records] : records, {
    delimiter: ';',
    bom: first,
    record_delimiter: 'windows',
  });
}
