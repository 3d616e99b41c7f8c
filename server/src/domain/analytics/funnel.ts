// The funnel of a period: each step's number as decision 0017 defines it, per day and per attribution.
import { FUNNEL_DIMENSIONS, FUNNEL_STEPS, type FunnelReport, type FunnelStep } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { type MetricValues, metricsByAttribution, periodMetrics } from '../metrics/period-metrics.ts';
import type { MetricQueries } from '../ports/metric-queries.ts';

/**
 * The step each one is a share of. Visits are page loads of people already known, so leads are
 * not a share of them; Instagram is a detail of the leads, so checkouts are a share of the leads.
 */
const CONVERSION_BASE: Record<FunnelStep, FunnelStep | null> = {
  visits: null,
  leads: null,
  instagram: 'leads',
  checkoutCreated: 'leads',
  checkoutVisited: 'checkoutCreated',
  purchase: 'checkoutVisited',
};

const stepKeys = FUNNEL_STEPS.map((step) => step.key);

function stepsOf(values: MetricValues): Record<FunnelStep, number> {
  return Object.fromEntries(FUNNEL_STEPS.map((step) => [step.key, values[step.metric]])) as Record<
    FunnelStep,
    number
  >;
}

export async function funnelReport(queries: MetricQueries, period: Period, now: Date): Promise<FunnelReport> {
  const wanted = FUNNEL_STEPS.map((step) => step.metric);
  const metrics = await periodMetrics(queries, period, now, wanted);
  const breakdowns = await metricsByAttribution(queries, period, now, metrics.sales, wanted);
  const totals = stepsOf(metrics.totals);
  const conversion = (step: FunnelStep) => {
    const base = CONVERSION_BASE[step];
    return base === null || totals[base] === 0 ? null : totals[step] / totals[base];
  };
  return {
    period,
    steps: FUNNEL_STEPS.map((step) => ({
      key: step.key,
      label: step.label,
      count: totals[step.key],
      conversion: conversion(step.key),
      base: CONVERSION_BASE[step.key],
    })),
    series: metrics.series.map((day) => ({ day: day.day, ...stepsOf(day) })),
    breakdowns: Object.fromEntries(
      FUNNEL_DIMENSIONS.map((dimension) => [
        dimension.key,
        breakdowns[dimension.key]
          .map((row) => ({ value: row.value, ...stepsOf(row) }))
          .filter((row) => stepKeys.some((key) => row[key] > 0)),
      ]),
    ) as FunnelReport['breakdowns'],
  };
}
