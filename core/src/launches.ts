// A launch as staff run it (issue 29): its name and address, where it is in its life (draft,
// capturing, selling, sold out, closed), and its settings document. Exactly one launch is the site's
// current one; a new launch has its own events, so its registrants and reminders are its own.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import type { LaunchSettings, LaunchState } from './launch-settings.ts';

/** Where a launch is in its life: a draft, published (its settings' phase), or closed. */
export const LAUNCH_LIFECYCLE_STATES = ['draft', 'capturing', 'selling', 'sold_out', 'closed'] as const;
export type LaunchLifecycleState = (typeof LAUNCH_LIFECYCLE_STATES)[number];

/** How a launch is stored: the phase of a published one lives in its settings. */
export type LaunchStatus = 'draft' | 'published' | 'closed';

export function launchLifecycleState(status: LaunchStatus, phase: LaunchState): LaunchLifecycleState {
  return status === 'published' ? phase : status;
}

export const LAUNCH_LIFECYCLE_LABELS: Record<LaunchLifecycleState, string> = {
  draft: 'Rascunho',
  capturing: 'Captando inscrições',
  selling: 'Vendendo',
  sold_out: 'Esgotado',
  closed: 'Encerrado',
};

/** The spec's launch, the template every new launch starts from. */
export const TEMPLATE_LAUNCH = { name: 'IA na Prática', slug: 'ia-na-pratica' } as const;

const name = z
  .string({ error: ERRORS.launch_name_invalid })
  .trim()
  .min(3, ERRORS.launch_name_invalid)
  .max(80, ERRORS.launch_name_invalid);

export const launchSlugSchema = z
  .string({ error: ERRORS.launch_slug_invalid })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ERRORS.launch_slug_invalid)
  .min(3, ERRORS.launch_slug_invalid)
  .max(60, ERRORS.launch_slug_invalid);

/** 'Lançamento Março!' → 'lancamento-marco': the address a name suggests. */
export function slugFromName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A slug left empty is made from the name. */
const optionalSlug = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : value,
  launchSlugSchema.optional(),
);

/** POST /launches (from the template) and POST /launches/{id}/duplicate. */
export const newLaunchSchema = z.object({ name, slug: optionalSlug }).strict();
export type NewLaunch = z.output<typeof newLaunchSchema>;

/** PUT /launches/{id}: its name and address; its settings go with them, checked by their own schema. */
export const launchIdentitySchema = z.object({ name, slug: launchSlugSchema }).strict();
export type LaunchIdentity = z.output<typeof launchIdentitySchema>;

/** PUT /launches/{id} as the editor sends it; the settings are checked by launchSettingsSchema. */
export interface LaunchUpdateBody {
  name: string;
  slug: string;
  settings: unknown;
}

/** A launch in the staff list. */
export interface LaunchSummary {
  id: string;
  slug: string;
  name: string;
  state: LaunchLifecycleState;
  isCurrent: boolean;
  /** The free call's start, the launch's first date people see. */
  freeCallStartsAt: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
  /** When it was the site's launch: its first day as current, and its last (null while current); null if never. */
  ran: LaunchRun | null;
}

export interface LaunchRun {
  from: string;
  to: string | null;
}

/** One launch with its settings, as the editor reads it. */
export interface LaunchDetail extends LaunchSummary {
  settings: LaunchSettings;
}

/** What one audited action did to a launch. */
export const LAUNCH_ACTIONS = [
  'created',
  'duplicated',
  'updated',
  'published',
  'closed',
  'tickets',
  'pricing',
] as const;
export type LaunchAction = (typeof LAUNCH_ACTIONS)[number];

/**
 * One launch beside the others (GET /launches/comparison): its people over its whole life, by the
 * same definitions as every staff number (server/src/domain/metrics/definitions.ts).
 */
export interface LaunchComparisonRow {
  id: string;
  name: string;
  state: LaunchLifecycleState;
  isCurrent: boolean;
  /** Its leads: captured while it was the site's, or in its events or checkouts. */
  leads: number;
  /** Registrations for its events, cancelled ones left out. */
  registrations: number;
  /** Registrations staff marked as attended. */
  attendance: number;
  sales: number;
  /** Integer cents. */
  grossRevenue: number;
  netRevenue: number;
  /** What staff entered as spent on ads for it, in cents; null when not entered. */
  adSpend: number | null;
  /** adSpend / leads, in cents; null without spend or leads. */
  costPerLead: number | null;
}

/** One audited action, as the editor lists it. */
export interface LaunchAuditView {
  id: string;
  action: LaunchAction;
  changedAt: string;
  staffEmail: string | null;
  staffName: string | null;
}

export const LAUNCH_ACTION_LABELS: Record<LaunchAction, string> = {
  created: 'Criado a partir do modelo',
  duplicated: 'Criado como cópia',
  updated: 'Alterado',
  published: 'Publicado',
  closed: 'Encerrado',
  tickets: 'Ingressos alterados',
  pricing: 'Preços e ofertas alterados',
};
