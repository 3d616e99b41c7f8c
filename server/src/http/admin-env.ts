// Who is calling an /api/admin route: set by the session middleware, read by every admin route.
import type { Staff } from '@funil/core/staff';

export type { Staff, StaffRole } from '@funil/core/staff';

export type AdminEnv = { Variables: { staff: Staff } };
