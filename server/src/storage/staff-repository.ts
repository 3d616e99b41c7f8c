// Staff accounts and sessions on Kysely, the same queries on SQLite and PostgreSQL.
import type { Kysely, Selectable } from 'kysely';
import type { StaffAccount, StaffSessionRecord, StaffStore } from '../domain/ports/staff-sessions.ts';
import type { Database } from './schema.ts';
import type { StaffUsersTable } from './staff-tables.ts';

export function createStaffRepository(db: Kysely<Database>): StaffStore {
  return {
    async createStaffUser(user) {
      const email = user.email.toLowerCase();
      // Insert-if-absent in one statement, so two concurrent creations cannot both pass a check.
      const inserted = await db
        .insertInto('staff_users')
        .values({
          id: user.id,
          email,
          name: user.name,
          role: user.role,
          password_hash: user.passwordHash,
          created_at: user.now,
          updated_at: user.now,
          disabled_at: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? 'created' : 'email_taken';
    },

    async findStaffByEmail(email) {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row ? accountOf(row) : undefined;
    },

    async createSession(session) {
      await db
        .insertInto('staff_sessions')
        .values({
          id: session.id,
          staff_id: session.staffId,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent,
        })
        .execute();
    },

    async findSession(id) {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.staff_id')
        .select([
          's.id as session_id',
          's.created_at as session_created_at',
          's.last_seen_at',
          's.expires_at',
          's.ip',
          's.user_agent',
          'u.id',
          'u.email',
          'u.name',
          'u.role',
          'u.password_hash',
          'u.created_at',
          'u.updated_at',
          'u.disabled_at',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const session: StaffSessionRecord = {
        id: row.session_id,
        staffId: row.id,
        createdAt: row.session_created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        ip: row.ip,
        userAgent: row.user_agent,
      };
      return { session, staff: accountOf(row) };
    },

    async touchSession(id, lastSeenAt) {
      await db.updateTable('staff_sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
    },

    async deleteSession(id) {
      await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    },

    async deleteStaleSessions(now, idleBefore) {
      await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
        .execute();
    },
  };
}

function accountOf(row: Selectable<StaffUsersTable>): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    disabledAt: row.disabled_at,
  };
}
