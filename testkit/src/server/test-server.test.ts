// startTestServer gives the real app on a fresh migrated database of either engine, and with
// `listen` answers over a real socket until closed.
import { describe, expect, it } from 'vitest';
import { describeEachEngineRaw, openTestDatabase } from './test-databases.ts';
import { startTestServer } from './test-server.ts';

describeEachEngineRaw('startTestServer', (engine) => {
  it('answers over HTTP on a migrated database of the engine, and stops answering once closed', async () => {
    const server = await startTestServer({ engine, listen: true });
    expect(server.engine).toBe(engine);
    const ping = await fetch(`${server.url}/api/ping`);
    expect(ping.status).toBe(200);
    const offers = await server.db.selectFrom('offers').select('code').execute();
    expect(offers.length).toBeGreaterThan(0);
    await server.close();
    await expect(fetch(`${server.url}/api/ping`)).rejects.toThrow();
  });

  it('runs on a database the test opened, and leaves it open', async () => {
    const database = await openTestDatabase(engine);
    try {
      const server = await startTestServer({ db: database.db });
      expect(server.url).toBeUndefined();
      expect((await server.app.request('/api/ping')).status).toBe(200);
      await server.close();
      expect(await database.db.selectFrom('offers').select('code').execute()).not.toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('startTestServer by default', () => {
  it('is in-memory SQLite answering app.request, without a socket', async () => {
    const server = await startTestServer();
    expect(server.engine).toBe('sqlite');
    expect(server.url).toBeUndefined();
    expect((await server.app.request('/api/ping')).status).toBe(200);
  });
});
