// An installation's own secrets: made at random the first time one is asked for, then read back by
// every process and every restart. Nothing in them follows from a path, an address or a constant.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The secrets the server makes for itself when the environment configures none. */
export type InstallationSecretName = 'whatsapp_app_secret' | 'whatsapp_verify_token' | 'asaas_webhook_token';

export interface InstallationSecrets {
  get(name: InstallationSecretName): Promise<string>;
}

/** 32 random bytes, base64url: 256 bits nobody can guess. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The first process to ask inserts its random value; `on conflict do nothing` makes a second
 * process's insert, even at the same moment, a no-op on both engines, and both then read the one
 * that was kept.
 */
export function createInstallationSecrets(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async get(name) {
      await db
        .insertInto('installation_secrets')
        .values({ name, value: newSecret(), created_at: now().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('installation_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  } satisfies InstallationSecrets;
}
