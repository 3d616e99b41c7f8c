// Staff accounts and their sessions as storage keeps them (storage/staff-repository.ts implements it).
import type { Staff, StaffRole } from '@funil/core/staff';

export interface StaffAccount extends Staff {
  passwordHash: string;
  disabledAt: string | null;
}

export interface StaffSessionRecord {
  /** SHA-256 of the token, never the token. */
  id: string;
  staffId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
}

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

export interface StaffStore {
  /** 'email_taken' when an account (lower-cased e-mail) exists already. */
  createStaffUser(user: NewStaffUser & { id: string; now: string }): Promise<'created' | 'email_taken'>;
  findStaffByEmail(email: string): Promise<StaffAccount | undefined>;
  createSession(session: StaffSessionRecord): Promise<void>;
  findSession(id: string): Promise<{ session: StaffSessionRecord; staff: StaffAccount } | undefined>;
  touchSession(id: string, lastSeenAt: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** Removes every session past either timeout at `now` (housekeeping at each login). */
  /** Deletes sessions that expired by `now` or were last seen at or before `idleBefore` (ISO times). */
  deleteStaleSessions(now: string, idleBefore: string): Promise<void>;
}
