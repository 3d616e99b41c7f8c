import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import type { StaffSessionRecord } from '../domain/ports/staff-sessions.ts';
import { sessionIdOf } from '../domain/staff-sessions.ts';
import { createStaffRepository } from './staff-repository.ts';

const T = '2025-04-01T12:00:00.000Z';

describeEachEngine('staff repository', (database) => {
  const addAna = () =>
    createStaffRepository(database().db).createStaffUser({
      id: 'staff-ana',
      email: 'Ana@Funil.Test',
      name: 'Ana Souza',
      role: 'admin',
      passwordHash: '$argon2id$hash-da-ana',
      now: T,
    });

  const session = (overrides: Partial<StaffSessionRecord> = {}): StaffSessionRecord => ({
    id: sessionIdOf('token-1'),
    staffId: 'staff-ana',
    createdAt: T,
    lastSeenAt: T,
    expiresAt: '2025-04-02T00:00:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Navegador de teste',
    ...overrides,
  });

  it('stores the e-mail lower-cased and refuses a second account with the same e-mail in any case', async () => {
    const store = createStaffRepository(database().db);

    expect(await addAna()).toBe('created');
    expect(
      await store.createStaffUser({
        id: 'staff-outra',
        email: 'ana@funil.test',
        name: 'Outra Ana',
        role: 'viewer',
        passwordHash: 'x',
        now: T,
      }),
    ).toBe('email_taken');
    expect(await store.findStaffByEmail('ANA@funil.test')).toEqual({
      id: 'staff-ana',
      email: 'ana@funil.test',
      name: 'Ana Souza',
      role: 'admin',
      passwordHash: '$argon2id$hash-da-ana',
      disabledAt: null,
    });
    expect(await store.findStaffByEmail('bia@funil.test')).toBeUndefined();
  });

  it('refuses a role other than admin or viewer and an upper-case e-mail written around the repository', async () => {
    const insert = (email: string, role: string) =>
      database()
        .db.insertInto('staff_users')
        .values({
          id: crypto.randomUUID(),
          email,
          name: 'X',
          role: role as 'admin',
          password_hash: 'x',
          created_at: T,
          updated_at: T,
          disabled_at: null,
        })
        .execute();

    await expect(insert('x@funil.test', 'owner')).rejects.toThrow();
    await expect(insert('X@funil.test', 'admin')).rejects.toThrow();
  });

  it('keeps sessions by token hash with the account, touches and deletes them', async () => {
    await addAna();
    const store = createStaffRepository(database().db);
    await store.createSession(session());

    const found = await store.findSession(sessionIdOf('token-1'));
    expect(found?.session).toEqual(session());
    expect(found?.staff.email).toBe('ana@funil.test');
    expect(await store.findSession('token-1')).toBeUndefined();

    await store.touchSession(sessionIdOf('token-1'), '2025-04-01T12:10:00.000Z');
    expect((await store.findSession(sessionIdOf('token-1')))?.session.lastSeenAt).toBe(
      '2025-04-01T12:10:00.000Z',
    );

    await store.deleteSession(sessionIdOf('token-1'));
    expect(await store.findSession(sessionIdOf('token-1'))).toBeUndefined();
  });

  it('deletes the sessions past either timeout and keeps the live ones', async () => {
    await addAna();
    const store = createStaffRepository(database().db);
    await store.createSession(session({ id: 'idle', lastSeenAt: '2025-04-01T11:00:00.000Z' }));
    await store.createSession(session({ id: 'ended', expiresAt: '2025-04-01T12:05:00.000Z' }));
    await store.createSession(session({ id: 'live', lastSeenAt: '2025-04-01T12:04:00.000Z' }));

    // The domain's idle rule (30 minutes) decides the bound; storage deletes by it.
    await store.deleteStaleSessions('2025-04-01T12:05:00.000Z', '2025-04-01T11:35:00.000Z');

    expect(await store.findSession('idle')).toBeUndefined();
    expect(await store.findSession('ended')).toBeUndefined();
    expect(await store.findSession('live')).toBeDefined();
  });

  it('removes the sessions of a deleted account with it', async () => {
    await addAna();
    const store = createStaffRepository(database().db);
    await store.createSession(session());

    await database().db.deleteFrom('staff_users').where('id', '=', 'staff-ana').execute();

    expect(await store.findSession(sessionIdOf('token-1'))).toBeUndefined();
  });
});
