// A launch's people and sales over its whole life, for the comparison of launches
// (storage/analytics/launch-figures-queries.ts implements it; domain/launch-comparison.ts sums it).
import type { SaleMoney } from './metric-queries.ts';

export interface LaunchPeople {
  leads: number;
  registrations: number;
  attendance: number;
}

export interface LaunchFiguresQueries {
  people(launchId: string): Promise<LaunchPeople>;
  /** Every sale of the launch's checkouts. */
  sales(launchId: string): Promise<SaleMoney[]>;
}
