// Creating a staff account: a real e-mail, a name, a known role and a password that passes the policy.

import type { StaffRole } from '@funil/core/staff';
import { cleanLine, hasLetter } from '@funil/core/text';
import { z } from 'zod';
import type { StaffStore } from './ports/staff-sessions.ts';
import { hashPassword, passwordProblem } from './staff-password.ts';
import { normalizeStaffEmail } from './staff-sessions.ts';

export interface StaffUserInput {
  email: string;
  name: string;
  role: string;
  password: string;
}

export type CreateStaffUserResult =
  | { ok: true; id: string; email: string; role: StaffRole }
  | { ok: false; message: string };

const ROLES: readonly string[] = ['admin', 'viewer'] satisfies StaffRole[];
const emailSchema = z.email();

export async function createStaffUser(
  store: StaffStore,
  input: StaffUserInput,
  now: Date,
): Promise<CreateStaffUserResult> {
  const email = normalizeStaffEmail(input.email);
  const name = cleanLine(input.name).trim();
  if (!emailSchema.safeParse(email).success)
    return { ok: false, message: `E-mail inválido: "${input.email}".` };
  if (!hasLetter(name)) return { ok: false, message: 'Informe o nome da pessoa (--name), com letras.' };
  if (!ROLES.includes(input.role)) {
    return { ok: false, message: `Papel inválido: "${input.role}". Use admin ou viewer.` };
  }
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, message: problem };

  const id = crypto.randomUUID();
  const role = input.role as StaffRole;
  const created = await store.createStaffUser({
    id,
    email,
    name,
    role,
    passwordHash: await hashPassword(input.password),
    now: now.toISOString(),
  });
  if (created === 'email_taken') return { ok: false, message: `Já existe uma conta com o e-mail ${email}.` };
  return { ok: true, id, email, role };
}
