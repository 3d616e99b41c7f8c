// A staff member as the admin API answers it and the admin screens show it.
export type StaffRole = 'admin' | 'viewer';

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}
