// /api/admin/whatsapp/recovery: what the checkout recovery cadences sent and recovered, per step.
import { Hono } from 'hono';
import type { CadencesStore, RecoveryReader } from '../../domain/ports/whatsapp-staff.ts';
import { recoveryReport } from '../../domain/whatsapp/recovery-report.ts';
import type { AdminEnv } from '../../http/admin-env.ts';

export interface WhatsAppRecoveryDeps {
  cadences: CadencesStore;
  recovery: RecoveryReader;
}

export function whatsappRecoveryRoutes(deps: WhatsAppRecoveryDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>().get('/', async (c) => c.json(await recoveryReport(deps)));
}
