// Issue 27, reproduction 5: an installation's secrets are its own, the same for all of its processes.

import {
  describeEachEngine,
  ENGINES,
  openTestDatabase,
  POSTGRES_AVAILABLE,
} from '@funil/testkit/server/test-databases';
import { describe, expect, it } from 'vitest';
import { createInstallationSecrets } from './installation-secrets.ts';

describeEachEngine('installation secrets', (database) => {
  it('makes a secret once and gives the same one at every later start', async () => {
    const first = await createInstallationSecrets(database().db).get('whatsapp_app_secret');
    const again = await createInstallationSecrets(database().db).get('whatsapp_app_secret');

    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).toBe(first);
    expect(await createInstallationSecrets(database().db).get('whatsapp_verify_token')).not.toBe(first);
  });
});

describe('installation secrets across installations and processes', () => {
  it.each(ENGINES.filter((engine) => engine === 'sqlite' || POSTGRES_AVAILABLE))(
    'gives two installations different secrets [%s]',
    async (engine) => {
      const [one, two] = await Promise.all([openTestDatabase(engine), openTestDatabase(engine)]);
      try {
        const secrets = await Promise.all(
          [one, two].map((installation) =>
            createInstallationSecrets(installation.db).get('whatsapp_app_secret'),
          ),
        );
        expect(secrets[0]).not.toBe(secrets[1]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
    60_000,
  );

  it.skipIf(!POSTGRES_AVAILABLE)(
    'gives processes that start together on one PostgreSQL one secret',
    async () => {
      const installation = await openTestDatabase('postgres');
      const processes = Array.from({ length: 4 }, () => installation.openAnother());
      try {
        const secrets = await Promise.all(
          processes.map((db) => createInstallationSecrets(db).get('asaas_webhook_token')),
        );
        expect(new Set(secrets).size).toBe(1);
      } finally {
        await installation.close();
      }
    },
  );
});
