// Every migration, imported statically so they run the same under tsx, vitest and a bundle.
import type { Migration } from 'kysely';
import * as createLeads from './0001-create-leads.ts';
import * as createInstagramProfiles from './0010-create-instagram-profiles.ts';

/** Keys sort in the order they must run; add new files as '0002-...'. */
export const migrations: Record<string, Migration> = {
  '0001-create-leads': createLeads,
  '0010-create-instagram-profiles': createInstagramProfiles,
};
