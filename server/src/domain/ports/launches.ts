// The launches staff create, edit, publish and close (storage/launches-repository.ts implements it),
// and the current launch every public page, save and checkout reads.
import type { LaunchSettings } from '@funil/core/launch-settings';
import type { LaunchAuditView, LaunchDetail, LaunchIdentity, LaunchSummary } from '@funil/core/launches';

/** The staff member who changes a launch, as the audit keeps them. */
export interface LaunchEditor {
  id: string;
  email: string;
  name: string;
}

/** What a save, a reminder or a checkout needs to find the launch's own rows. */
export interface LaunchParts {
  id: string;
  slug: string;
  name: string;
  /** The slug of the launch's free call: where the lead modal registers its leads. */
  freeCallSlug: string;
  /** The slug of the launch's paid immersion (its calendar file is named after it). */
  immersionSlug: string;
  /** The code of the launch's program offer: what its checkouts sell. */
  offerCode: string;
}

/** One audited action on a launch. */
export type LaunchAuditEntry = LaunchAuditView;

/** Why a change was refused: each has a stable code and a pt-BR message in core/errors.ts. */
export type LaunchRefusal = 'launch_not_found' | 'launch_slug_taken' | 'launch_closed' | 'launch_is_current';

export type LaunchOutcome = { ok: true; launch: LaunchDetail } | { ok: false; refusal: LaunchRefusal };

export interface LaunchStore {
  list(): Promise<LaunchSummary[]>;
  find(id: string): Promise<LaunchDetail | undefined>;
  /** A launch by its address, with its parts (for ?launch=slug and data-launch). */
  findBySlug(slug: string): Promise<{ launch: LaunchDetail; parts: LaunchParts } | undefined>;
  /** A new draft from the built-in template (the spec's launch). */
  createFromTemplate(identity: LaunchIdentity, editor: LaunchEditor, time: string): Promise<LaunchOutcome>;
  /** A new draft with another launch's settings, and events and offer of its own. */
  duplicate(
    sourceId: string,
    identity: LaunchIdentity,
    editor: LaunchEditor,
    time: string,
  ): Promise<LaunchOutcome>;
  update(
    id: string,
    identity: LaunchIdentity,
    settings: LaunchSettings,
    editor: LaunchEditor,
    time: string,
  ): Promise<LaunchOutcome>;
  /** Makes the launch the site's current one. */
  publish(id: string, editor: LaunchEditor, time: string): Promise<LaunchOutcome>;
  close(id: string, editor: LaunchEditor, time: string): Promise<LaunchOutcome>;
  audit(id: string, limit: number): Promise<LaunchAuditEntry[]>;
}
