// What each analytics endpoint answers, and each chart's data as a table: the screens' accessible
// tables and the CSV downloads are both made from these, so a download holds exactly what a chart shows.
import type { Period } from './analytics-period.ts';
import {
  CHECKOUT_STATUS_LABELS,
  CONVERSION_STAGE_LABELS,
  DEVICE_LABELS,
  ELEMENT_TYPE_LABELS,
  JOURNEY_STAGE_LABELS,
  labelFor,
} from './labels.ts';
import {
  LAUNCH_TOTALS,
  type LaunchTotals,
  METRIC_LABELS,
  METRICS,
  type MetricKey,
  metricColumn,
  SALES_ROW_METRICS,
  type SalesRowValues,
} from './metrics.ts';

/**
 * The period's numbers in funnel order, each as its definition counts it (decision 0017): visits
 * are page loads of people already known, so they stand beside the funnel rather than feed it.
 */
export const FUNNEL_STEPS = [
  { key: 'visits', metric: 'visits', label: METRIC_LABELS.visits },
  { key: 'leads', metric: 'leads', label: METRIC_LABELS.leads },
  { key: 'instagram', metric: 'leadsWithInstagram', label: METRIC_LABELS.leadsWithInstagram },
  { key: 'checkoutCreated', metric: 'checkoutsOpened', label: METRIC_LABELS.checkoutsOpened },
  { key: 'checkoutVisited', metric: 'checkoutsVisited', label: METRIC_LABELS.checkoutsVisited },
  { key: 'purchase', metric: 'sales', label: METRIC_LABELS.sales },
] as const satisfies readonly { key: string; metric: MetricKey; label: string }[];
export type FunnelStep = (typeof FUNNEL_STEPS)[number]['key'];
export type StepCounts = Record<FunnelStep, number>;

export const FUNNEL_DIMENSIONS = [
  { key: 'utm_source', label: 'Origem (UTM)' },
  { key: 'utm_campaign', label: 'Campanha (UTM)' },
  { key: 'region', label: 'Região' },
  { key: 'partner', label: 'Parceiro' },
] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number]['key'];

export interface FunnelReport {
  period: Period;
  /** `conversion` is the count over its `base` step's (decision 0017), null without one. */
  steps: {
    key: FunnelStep;
    label: string;
    count: number;
    conversion: number | null;
    base: FunnelStep | null;
  }[];
  series: ({ day: string } & StepCounts)[];
  breakdowns: Record<FunnelDimension, ({ value: string } & StepCounts)[]>;
}

export const JOURNEY_MOVES = [
  { key: 'visitor', metric: 'newVisitors', label: METRIC_LABELS.newVisitors },
  { key: 'lead', metric: 'leads', label: METRIC_LABELS.leads },
  { key: 'checkoutCreated', metric: 'checkoutsOpened', label: METRIC_LABELS.checkoutsOpened },
  { key: 'checkoutVisited', metric: 'checkoutsVisited', label: METRIC_LABELS.checkoutsVisited },
  { key: 'checkoutAbandoned', metric: 'checkoutsAbandoned', label: METRIC_LABELS.checkoutsAbandoned },
  { key: 'customer', metric: 'newCustomers', label: METRIC_LABELS.newCustomers },
] as const satisfies readonly { key: string; metric: MetricKey; label: string }[];
export type JourneyMove = (typeof JOURNEY_MOVES)[number]['key'];

export interface JourneyReport {
  period: Period;
  series: ({ day: string } & Record<JourneyMove, number>)[];
  totals: Record<JourneyMove, number>;
  /** Where the leads created in the period stand now. */
  stages: { journeyStage: string; conversionStage: string; count: number }[];
}

export type TimelineKind =
  | 'created'
  | 'visit'
  | 'page_view'
  | 'click'
  | 'interaction'
  | 'registration'
  | 'checkout'
  | 'payment';

export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  label: string;
  detail: string;
}

export interface LeadTimeline {
  lead: { id: string; name: string; journeyStage: string; conversionStage: string; createdAt: string };
  entries: TimelineEntry[];
}

export interface BehaviourReport {
  period: Period;
  elements: { target: string; clicks: number }[];
  pages: { page: string; views: number; averageTimeMs: number }[];
  devices: { device: string; clicks: number; views: number; averageTimeMs: number }[];
}

export interface Opportunity {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  engagementScore: number | null;
  checkoutStatus: string | null;
  at: string;
  /** Answered SAIR or PARAR, or took back their consent to be contacted. */
  optedOut: boolean;
  /** The chat with the message typed in; null for a lead who opted out. */
  whatsappUrl: string | null;
}

export interface OpportunitiesReport {
  period: Period;
  /** Checkouts abandoned in the period (per attempt): the series' sum. */
  checkoutsAbandoned: number;
  /** Leads without a purchase who abandoned a checkout in the period: whom to message. */
  abandoned: { total: number; leads: Opportunity[]; template: string };
  engaged: { total: number; leads: Opportunity[]; template: string; minimumScore: number };
  series: { day: string; abandoned: number; engaged: number }[];
}

export interface ModelSummary {
  trainedAt: string;
  examples: number;
  positives: number;
  intercept: number;
  features: { key: string; label: string; weight: number; mean: number; scale: number }[];
  calibration: { bucket: string; leads: number; predicted: number; observed: number }[];
  logLoss: number;
}

export interface PredictionsReport {
  period: Period;
  model: ModelSummary | null;
  distribution: { bucket: string; leads: number }[];
  leads: { id: string; name: string; probability: number; engagementScore: number | null }[];
}

export interface LaunchReport {
  period: Period;
  /** Money in integer cents, as every metric of unit 'money'. */
  totals: LaunchTotals;
  series: ({ day: string } & SalesRowValues)[];
  byMethod: SalesRow[];
  byCampaign: SalesRow[];
  bySource: SalesRow[];
  byPartner: SalesRow[];
  events: { slug: string; title: string; registrations: number; buyers: number; grossRevenue: number }[];
  /** What paid checkouts charged, item by item (issue 30): by offer, "1º lote", coupon and bump. */
  byOffer: ItemRevenueRow[];
  byBatch: ItemRevenueRow[];
  byCoupon: CouponRevenueRow[];
  byBump: ItemRevenueRow[];
}
export type SalesRow = { value: string } & SalesRowValues;
/** Paid checkouts that carried the offer, batch or bump, and what its items charged, in cents. */
export interface ItemRevenueRow {
  value: string;
  sales: number;
  revenue: number;
}
/** A coupon's paid checkouts, what they charged and what the coupon took off, in cents. */
export interface CouponRevenueRow extends ItemRevenueRow {
  discount: number;
}

/** How a cell is shown on screen; the CSV keeps the raw number. */
export type CellFormat = 'text' | 'day' | 'integer' | 'percent' | 'money' | 'seconds' | 'decimal';
export type Cell = string | number | null;
export interface ChartTable {
  key: string;
  title: string;
  columns: { label: string; format: CellFormat }[];
  rows: Cell[][];
}

/** 'Origem (UTM)' → 'origem (UTM)': only the first letter, so acronyms stay as they are. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const NONE = '(não informado)';
const M = METRIC_LABELS;
export const label = (value: string) => (value === '' ? NONE : value);

const stepColumns = FUNNEL_STEPS.map((step) => ({ label: step.label, format: 'integer' as const }));
const stepCells = (row: StepCounts) => FUNNEL_STEPS.map((step) => row[step.key]);
const reais = (cents: number | null) => (cents === null ? null : cents / 100);
/** Sales-row columns as the registry names them; money cells hold reais. */
const salesColumns = SALES_ROW_METRICS.map((key) => ({
  label: metricColumn(key),
  format: key === 'sales' ? ('integer' as const) : ('money' as const),
}));
const salesCells = (row: SalesRowValues) =>
  SALES_ROW_METRICS.map((key) => (key === 'sales' ? row[key] : reais(row[key])));

export function funnelTables(report: FunnelReport): ChartTable[] {
  return [
    {
      key: 'steps',
      title: 'Funil de conversão',
      columns: [
        { label: 'Etapa', format: 'text' },
        { label: 'Quantidade', format: 'integer' },
        { label: 'Conversão', format: 'percent' },
        { label: 'Em relação a', format: 'text' },
      ],
      rows: report.steps.map((step) => [
        step.label,
        step.count,
        step.conversion,
        FUNNEL_STEPS.find((other) => other.key === step.base)?.label ?? null,
      ]),
    },
    {
      key: 'daily',
      title: 'Funil por dia',
      columns: [{ label: 'Dia', format: 'day' }, ...stepColumns],
      rows: report.series.map((row) => [row.day, ...stepCells(row)]),
    },
    ...FUNNEL_DIMENSIONS.map((dimension) => ({
      key: dimension.key,
      title: `Funil por ${lowerFirst(dimension.label)}`,
      columns: [{ label: dimension.label, format: 'text' as const }, ...stepColumns],
      rows: report.breakdowns[dimension.key].map((row) => [label(row.value), ...stepCells(row)]),
    })),
  ];
}

export function journeyTables(report: JourneyReport): ChartTable[] {
  return [
    {
      key: 'moves',
      title: 'Movimento entre etapas por dia',
      columns: [
        { label: 'Dia', format: 'day' },
        ...JOURNEY_MOVES.map((move) => ({ label: move.label, format: 'integer' as const })),
      ],
      rows: report.series.map((row) => [row.day, ...JOURNEY_MOVES.map((move) => row[move.key])]),
    },
    {
      key: 'stages',
      title: 'Onde estão os leads do período',
      columns: [
        { label: 'Etapa (jornada · conversão)', format: 'text' },
        { label: M.leads, format: 'integer' },
      ],
      rows: report.stages.map((row) => [
        `${labelFor(JOURNEY_STAGE_LABELS, row.journeyStage)} · ${labelFor(CONVERSION_STAGE_LABELS, row.conversionStage)}`,
        row.count,
      ]),
    },
  ];
}

export function behaviourTables(report: BehaviourReport): ChartTable[] {
  return [
    {
      key: 'elements',
      title: 'Elementos mais clicados',
      columns: [
        { label: 'Elemento', format: 'text' },
        { label: 'Cliques', format: 'integer' },
      ],
      // An element without id or text is named by its kind ('funil-widget' is the shadow host of our widgets).
      rows: report.elements.map((row) => [labelFor(ELEMENT_TYPE_LABELS, row.target), row.clicks]),
    },
    {
      key: 'pages',
      title: 'Páginas mais vistas e tempo na página',
      columns: [
        { label: 'Página', format: 'text' },
        { label: 'Visualizações', format: 'integer' },
        { label: 'Tempo médio (s)', format: 'seconds' },
      ],
      rows: report.pages.map((row) => [row.page, row.views, row.averageTimeMs / 1000]),
    },
    {
      key: 'devices',
      title: 'Comportamento por dispositivo',
      columns: [
        { label: 'Dispositivo', format: 'text' },
        { label: 'Cliques', format: 'integer' },
        { label: 'Visualizações', format: 'integer' },
        { label: 'Tempo médio (s)', format: 'seconds' },
      ],
      rows: report.devices.map((row) => [
        labelFor(DEVICE_LABELS, row.device),
        row.clicks,
        row.views,
        row.averageTimeMs / 1000,
      ]),
    },
  ];
}

export function opportunitiesTables(report: OpportunitiesReport): ChartTable[] {
  const leadColumns = [
    { label: 'Nome', format: 'text' as const },
    { label: 'WhatsApp', format: 'text' as const },
    { label: 'Instagram', format: 'text' as const },
    { label: 'Engajamento', format: 'integer' as const },
    { label: 'Status do checkout', format: 'text' as const },
  ];
  const leadRows = (leads: Opportunity[]) =>
    leads.map((lead) => [
      lead.name,
      lead.phone,
      lead.instagram,
      lead.engagementScore,
      lead.checkoutStatus === null ? null : labelFor(CHECKOUT_STATUS_LABELS, lead.checkoutStatus),
    ]);
  return [
    {
      key: 'daily',
      title: 'Oportunidades por dia',
      columns: [
        { label: 'Dia', format: 'day' },
        { label: M.checkoutsAbandoned, format: 'integer' },
        { label: 'Leads engajados sem compra', format: 'integer' },
      ],
      rows: report.series.map((row) => [row.day, row.abandoned, row.engaged]),
    },
    {
      key: 'abandoned',
      title: 'Leads com checkout abandonado',
      columns: leadColumns,
      rows: leadRows(report.abandoned.leads),
    },
    {
      key: 'engaged',
      title: 'Leads engajados sem compra',
      columns: leadColumns,
      rows: leadRows(report.engaged.leads),
    },
  ];
}

export function predictionsTables(report: PredictionsReport): ChartTable[] {
  const model = report.model;
  return [
    {
      key: 'weights',
      title: 'Variáveis e pesos do modelo',
      columns: [
        { label: 'Variável', format: 'text' },
        { label: 'Peso', format: 'decimal' },
      ],
      rows: model ? [['Intercepto', model.intercept], ...model.features.map((f) => [f.label, f.weight])] : [],
    },
    {
      key: 'calibration',
      title: 'Calibração: previsto × observado',
      columns: [
        { label: 'Faixa prevista', format: 'text' },
        { label: 'Leads', format: 'integer' },
        { label: 'Previsto (média)', format: 'percent' },
        { label: 'Observado', format: 'percent' },
      ],
      rows: model ? model.calibration.map((b) => [b.bucket, b.leads, b.predicted, b.observed]) : [],
    },
    {
      key: 'distribution',
      title: 'Leads do período por probabilidade de compra',
      columns: [
        { label: 'Faixa', format: 'text' },
        { label: 'Leads', format: 'integer' },
      ],
      rows: report.distribution.map((b) => [b.bucket, b.leads]),
    },
  ];
}

function salesTable(key: string, title: string, head: string, rows: SalesRow[]): ChartTable {
  return {
    key,
    title,
    columns: [{ label: head, format: 'text' }, ...salesColumns],
    rows: rows.map((row) => [label(row.value), ...salesCells(row)]),
  };
}

function itemsTable(key: string, title: string, head: string, rows: ItemRevenueRow[]): ChartTable {
  return {
    key,
    title,
    columns: [
      { label: head, format: 'text' },
      { label: M.sales, format: 'integer' },
      { label: 'Receita (R$)', format: 'money' },
    ],
    rows: rows.map((row) => [row.value, row.sales, reais(row.revenue)]),
  };
}

function couponsTable(rows: CouponRevenueRow[]): ChartTable {
  const table = itemsTable('coupon', 'Receita por cupom', 'Cupom', []);
  return {
    ...table,
    columns: [...table.columns, { label: 'Desconto (R$)', format: 'money' }],
    rows: rows.map((row) => [row.value, row.sales, reais(row.revenue), reais(row.discount)]),
  };
}

export function launchTables(report: LaunchReport): ChartTable[] {
  const t = report.totals;
  return [
    {
      key: 'totals',
      title: 'Resumo do lançamento',
      columns: [
        { label: 'Indicador', format: 'text' },
        { label: 'Valor', format: 'decimal' },
      ],
      rows: LAUNCH_TOTALS.map((key) => [
        metricColumn(key),
        METRICS[key].unit === 'money' ? reais(t[key]) : t[key],
      ]),
    },
    {
      key: 'daily',
      title: 'Receita e vendas por dia',
      columns: [{ label: 'Dia', format: 'day' }, ...salesColumns],
      rows: report.series.map((row) => [row.day, ...salesCells(row)]),
    },
    salesTable('method', 'Vendas por forma de pagamento', 'Forma de pagamento', report.byMethod),
    salesTable('campaign', 'Vendas por campanha (UTM)', 'Campanha', report.byCampaign),
    salesTable('source', 'Vendas por origem (UTM)', 'Origem', report.bySource),
    salesTable('partner', 'Vendas por parceiro', 'Parceiro', report.byPartner),
    itemsTable('offer', 'Receita por oferta', 'Oferta', report.byOffer),
    itemsTable('batch', 'Receita por lote', 'Lote', report.byBatch),
    couponsTable(report.byCoupon),
    itemsTable('bump', 'Receita por order bump', 'Order bump', report.byBump),
    {
      key: 'events',
      title: 'Lançamentos lado a lado',
      columns: [
        { label: 'Evento', format: 'text' },
        { label: 'Inscrições', format: 'integer' },
        // The event's registrants who bought in the period: its own count, not a period metric.
        { label: 'Clientes', format: 'integer' },
        { label: metricColumn('grossRevenue'), format: 'money' },
      ],
      rows: report.events.map((e) => [e.title, e.registrations, e.buyers, reais(e.grossRevenue)]),
    },
  ];
}
