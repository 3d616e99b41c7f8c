// Who is calling an /api/admin route: set by the session middleware, read by every admin route.
export type StaffRole = 'admin' | 'viewer';

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export type AdminEnv = { Variables: { staff: Staff } };
