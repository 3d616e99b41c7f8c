// Picks one chart's table out of a report's tables by key; a missing key is a programming error.
import type { ChartTable } from '@funil/core/analytics';

export function tableOf(tables: ChartTable[], key: string): ChartTable {
  const table = tables.find((candidate) => candidate.key === key);
  if (!table) throw new Error(`Tabela ${key} não existe neste relatório`);
  return table;
}
