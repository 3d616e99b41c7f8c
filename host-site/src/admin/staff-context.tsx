// The logged-in staff member for every admin screen, and what only an admin may see.
import { createContext, type ReactNode, useContext } from 'react';
import type { Staff } from './staff-session.ts';

export const StaffContext = createContext<Staff | undefined>(undefined);

/** The staff member; only inside AdminLayout, which renders its screens once the session is known. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff só funciona dentro do AdminLayout.');
  return staff;
}

/** Exports, edits and deletions: shown to admins only (the server refuses viewers anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useStaff().role === 'admin' ? children : null;
}
