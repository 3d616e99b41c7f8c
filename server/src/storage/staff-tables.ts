// The shape of the staff account and session tables, kept beside their repository.

export interface StaffUsersTable {
  id: string;
  /** Always lower-cased. */
  email: string;
  name: string;
  role: 'admin' | 'viewer';
  /** An argon2id PHC string. */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** A disabled account cannot log in and its sessions stop working. */
  disabled_at: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token, never the token itself. */
  id: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
  ip: string;
  user_agent: string;
}
