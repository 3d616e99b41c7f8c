// /api/admin/whatsapp/leads/:leadId: one lead's WhatsApp messages, in and out (the lead detail's log
// and the conversation view), and an admin's reply, refused with a stable code when not allowed.
import { staffReplySchema } from '@funil/core/whatsapp-staff';
import { Hono } from 'hono';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { WhatsAppProvider } from '../../domain/ports/whatsapp.ts';
import type { WhatsAppStaffStore } from '../../domain/ports/whatsapp-staff.ts';
import { newRowId } from '../../domain/row-id.ts';
import { leadConversation, type ReplyRefusal, sendStaffReply } from '../../domain/whatsapp/staff-reply.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody } from '../../http/read-valid-body.ts';

export interface WhatsAppConversationsDeps {
  whatsappStaff: WhatsAppStaffStore;
  /** Sends staff replies: the Cloud API in production, the sandbox by default. */
  whatsapp: WhatsAppProvider;
  logger: DomainLogger;
  now: () => Date;
}

const REFUSAL_STATUS: Record<ReplyRefusal, 404 | 409 | 502> = {
  staff_lead_not_found: 404,
  whatsapp_opted_out: 409,
  whatsapp_no_consent: 409,
  whatsapp_outside_window: 409,
  whatsapp_send_failed: 502,
};

export function whatsappConversationsRoutes(deps: WhatsAppConversationsDeps): Hono<AdminEnv> {
  return new Hono<AdminEnv>()
    .get('/:leadId/messages', async (c) => {
      const conversation = await leadConversation(deps.whatsappStaff, c.req.param('leadId'), deps.now());
      return conversation ? c.json(conversation) : errorResponse(c, 404, 'staff_lead_not_found');
    })
    .post('/:leadId/replies', adminOnly, async (c) => {
      const body = await readValidBody(c, staffReplySchema);
      if (!body.ok) return body.response;
      const staff = c.get('staff');
      const leadId = c.req.param('leadId');
      const result = await sendStaffReply(
        { store: deps.whatsappStaff, provider: deps.whatsapp, now: deps.now, newId: newRowId },
        { leadId, text: body.data.text, staffEmail: staff.email },
      );
      if (!result.ok) {
        deps.logger.info({ staff: staff.email, leadId, code: result.code }, 'Resposta de WhatsApp recusada');
        return errorResponse(c, REFUSAL_STATUS[result.code], result.code);
      }
      deps.logger.info(
        { staff: staff.email, leadId, messageId: result.message.id },
        'Resposta de WhatsApp enviada',
      );
      return c.json({ message: result.message }, 201);
    });
}
