// Every staff number, once: its key, its pt-BR name, its unit and the line that says what it counts
// (docs/decisions/0017). The server's metric lists, the report types, the screens and the CSV all
// take their keys from here, so a number without a name, or a list naming an unknown one, fails to compile.
// Adding one: docs/recipes/add-a-staff-metric.md.

/** How a value is written: a count, money in integer cents, or a share from 0 to 1. */
export type MetricUnit = 'count' | 'money' | 'share';

/**
 * Where the server gets it: 'rows' are counted by SQL over the period's rows (storage/metrics/
 * conditions.ts holds each one's condition); 'sales' are summed over the period's sales, one sale
 * at a time; 'ratio' is `of` over `per`, null when `per` is 0.
 */
type MetricSource = { from: 'rows' } | { from: 'sales' } | { from: 'ratio'; of: string; per: string };

export type MetricDefinition = {
  label: string;
  unit: MetricUnit;
  /** What it counts, in a line a marketer reads under it (period = São Paulo days). */
  hint: string;
} & MetricSource;

export const METRICS = {
  visits: {
    label: 'Visitas',
    unit: 'count',
    from: 'rows',
    hint: 'páginas abertas por pessoas já identificadas, no dia em que abriram',
  },
  leads: {
    label: 'Leads',
    unit: 'count',
    from: 'rows',
    hint: 'pessoas que enviaram o formulário pela primeira vez no período',
  },
  leadsWithInstagram: {
    label: 'Leads com Instagram',
    unit: 'count',
    from: 'rows',
    hint: 'leads do período cujo Instagram a consulta encontrou',
  },
  convertedLeads: {
    label: 'Leads que compraram',
    unit: 'count',
    from: 'rows',
    hint: 'leads do período que já têm uma venda',
  },
  newVisitors: {
    label: 'Chegaram como visitantes',
    unit: 'count',
    from: 'rows',
    hint: 'pessoas registradas por uma visita antes de qualquer formulário',
  },
  checkoutsOpened: {
    label: 'Checkouts abertos',
    unit: 'count',
    from: 'rows',
    hint: 'cada tentativa de pagamento enviada ao provedor conta uma vez',
  },
  checkoutsVisited: {
    label: 'Checkouts visitados',
    unit: 'count',
    from: 'rows',
    hint: 'checkouts abertos no período cuja página de pagamento foi aberta',
  },
  checkoutsAbandoned: {
    label: 'Checkouts abandonados',
    unit: 'count',
    from: 'rows',
    hint: 'checkouts abertos no período que expiraram, foram cancelados ou estão parados há mais de 1 hora, sem pagamento',
  },
  newCustomers: {
    label: 'Novos clientes',
    unit: 'count',
    from: 'rows',
    hint: 'pessoas cuja primeira venda foi no período',
  },
  sales: {
    label: 'Vendas',
    unit: 'count',
    from: 'sales',
    hint: 'checkouts pagos no período, mesmo os reembolsados depois',
  },
  grossRevenue: { label: 'Receita bruta', unit: 'money', from: 'sales', hint: 'soma das vendas do período' },
  refunds: {
    label: 'Reembolsos',
    unit: 'count',
    from: 'sales',
    hint: 'vendas do período com algum valor devolvido',
  },
  refundedValue: {
    label: 'Valor reembolsado',
    unit: 'money',
    from: 'sales',
    hint: 'quanto das vendas do período foi devolvido',
  },
  chargebacks: {
    label: 'Chargebacks',
    unit: 'count',
    from: 'sales',
    hint: 'vendas do período contestadas no cartão',
  },
  chargebackValue: {
    label: 'Valor em chargeback',
    unit: 'money',
    from: 'sales',
    hint: 'valor das vendas contestadas ainda não devolvido',
  },
  netRevenue: {
    label: 'Receita líquida',
    unit: 'money',
    from: 'sales',
    hint: 'receita bruta menos reembolsos e chargebacks',
  },
  averageTicket: {
    label: 'Ticket médio',
    unit: 'money',
    from: 'ratio',
    of: 'grossRevenue',
    per: 'sales',
    hint: 'receita bruta dividida pelas vendas',
  },
  leadConversion: {
    label: 'Conversão dos leads',
    unit: 'share',
    from: 'ratio',
    of: 'convertedLeads',
    per: 'leads',
    hint: 'dos leads do período, quantos já compraram',
  },
} as const satisfies Record<string, MetricDefinition>;

type Metrics = typeof METRICS;
export type MetricKey = keyof Metrics;
/** Counted by SQL over the period's rows. */
export type CountedMetric = { [K in MetricKey]: Metrics[K]['from'] extends 'rows' ? K : never }[MetricKey];
/** Summed over the period's sales. */
export type SaleMetric = { [K in MetricKey]: Metrics[K]['from'] extends 'sales' ? K : never }[MetricKey];
export type RatioMetric = Exclude<MetricKey, CountedMetric | SaleMetric>;
/** The numbers that add up: per day, per attribution, per source. */
export type SummedMetric = CountedMetric | SaleMetric;

/** Each ratio's parts, typed: a ratio divides numbers that add up, never another ratio. */
const RATIO_PARTS: Readonly<Record<RatioMetric, { of: SummedMetric; per: SummedMetric }>> = METRICS;

/** A metric's value: a ratio is null without its base. */
export type MetricValue<K extends MetricKey> = K extends RatioMetric ? number | null : number;
export type MetricValues<K extends MetricKey> = { [P in K]: MetricValue<P> };

const keysFrom = <F extends MetricSource['from']>(from: F) =>
  (Object.keys(METRICS) as MetricKey[]).filter((key) => METRICS[key].from === from);

export const COUNTED_METRICS = keysFrom('rows') as readonly CountedMetric[];
export const SALE_METRICS = keysFrom('sales') as readonly SaleMetric[];
export const SUMMED_METRICS: readonly SummedMetric[] = [...COUNTED_METRICS, ...SALE_METRICS];

/** A ratio from the summed numbers it divides: money is rounded to the cent. */
export function ratioValue<K extends RatioMetric>(
  key: K,
  values: Readonly<Record<Metrics[K]['of'] | Metrics[K]['per'], number>>,
): number | null {
  const { of, per } = RATIO_PARTS[key];
  const parts = values as Readonly<Partial<Record<SummedMetric, number>>>;
  const base = parts[per] ?? 0;
  if (base === 0) return null;
  const value = (parts[of] ?? 0) / base;
  return METRICS[key].unit === 'money' ? Math.round(value) : value;
}

/** The staff screens' word for each number, one word per definition. */
export const METRIC_LABELS = Object.fromEntries(
  (Object.keys(METRICS) as MetricKey[]).map((key) => [key, METRICS[key].label]),
) as { readonly [K in MetricKey]: Metrics[K]['label'] };

/** What each number counts, in a line a marketer reads under it. */
export const METRIC_HINTS = Object.fromEntries(
  (Object.keys(METRICS) as MetricKey[]).map((key) => [key, METRICS[key].hint]),
) as { readonly [K in MetricKey]: string };

/** A money label says its currency in a table header or CSV column, where cells hold reais. */
export const metricColumn = (key: MetricKey) =>
  METRICS[key].unit === 'money' ? `${METRICS[key].label} (R$)` : METRICS[key].label;

/** The leads dashboard's cards, in order (its numbers are the period's, decision 0017). */
export const LEAD_KPIS = [
  'visits',
  'leads',
  'leadsWithInstagram',
  'checkoutsOpened',
  'checkoutsVisited',
  'checkoutsAbandoned',
  'sales',
  'grossRevenue',
  'netRevenue',
  'leadConversion',
] as const satisfies readonly MetricKey[];
export type LeadKpi = (typeof LEAD_KPIS)[number];
export type LeadKpis = MetricValues<LeadKpi>;

/** The launch results' summary, in order. */
export const LAUNCH_TOTALS = [
  'sales',
  'grossRevenue',
  'averageTicket',
  'refunds',
  'refundedValue',
  'chargebacks',
  'chargebackValue',
  'netRevenue',
] as const satisfies readonly MetricKey[];
export type LaunchTotals = MetricValues<(typeof LAUNCH_TOTALS)[number]>;

/** A sales row's numbers (per day, per method, per attribution). */
export const SALES_ROW_METRICS = [
  'sales',
  'grossRevenue',
  'netRevenue',
] as const satisfies readonly SaleMetric[];
export type SalesRowValues = MetricValues<(typeof SALES_ROW_METRICS)[number]>;
