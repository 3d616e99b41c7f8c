// /sandbox/pix/{id}?key=…: shows a sandbox PIX charge (and the split it carries) and pays or expires
// it, pays its split or refunds it, sending the webhook Asaas would (PAYMENT_RECEIVED,
// PAYMENT_OVERDUE, PAYMENT_SPLIT_DONE, PAYMENT_REFUNDED) to our own /api/webhooks/asaas. As the test
// checkout: only the link's holder (its key) may act, and only from the page itself (same origin).
import { Hono } from 'hono';
import { isSameOriginPost } from '../../http/same-origin-post.ts';
import { sandboxMessagePage } from './sandbox-checkout-page.ts';
import { refusal } from './sandbox-checkout-routes.ts';
import { keyedRecord, sandboxPageHeaders } from './sandbox-keyed-page.ts';
import { SANDBOX_PIX_ID, sandboxPixLink } from './sandbox-pix-charge.ts';
import { qrCodePng, sandboxPixPayload } from './sandbox-pix-code.ts';
import { sandboxPixPage } from './sandbox-pix-page.ts';
import { SANDBOX_KEY_PARAM, type SandboxProvider } from './sandbox-provider.ts';

export interface SandboxPixDeps {
  sandbox: SandboxProvider;
  /** This site's public origin, accepted as the page's own besides the request's. */
  publicOrigin: string;
}

const NOT_FOUND_TITLE = 'Cobrança PIX de teste não encontrada';
const NOT_FOUND_TEXT = 'Este link de teste não existe ou está incompleto. Volte e gere um novo PIX.';

export function sandboxPixRoutes(deps: SandboxPixDeps): Hono {
  const unlock = keyedRecord(SANDBOX_PIX_ID, (id) => deps.sandbox.pixCharge(id));
  return new Hono()
    .use(sandboxPageHeaders)
    .get('/:id', async (c) => {
      const charge = await unlock(c.req.param('id'), c.req.query(SANDBOX_KEY_PARAM));
      if (!charge) return c.html(sandboxMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT), 404);
      const payload = sandboxPixPayload(charge.id, charge.request.valueCents);
      return c.html(sandboxPixPage(charge, { payload, encodedImage: await qrCodePng(payload) }));
    })
    .post('/:id/:outcome{approve|expire|split|refund}', async (c) => {
      // A cross-site form carrying a leaked link is refused before anything is read or sent.
      if (!isSameOriginPost(c, deps.publicOrigin)) {
        return refusal(c, 403, 'sandbox_cross_site', 'Pedido de outro site recusado');
      }
      const form = await c.req.parseBody();
      const charge = await unlock(c.req.param('id'), form[SANDBOX_KEY_PARAM]);
      if (!charge) return refusal(c, 404, 'not_found', NOT_FOUND_TITLE, NOT_FOUND_TEXT);
      const result = await deps.sandbox.finishPixCharge(
        charge.id,
        c.req.param('outcome') as 'approve' | 'expire' | 'split' | 'refund',
      );
      if (typeof result === 'object') {
        return c.html(
          sandboxMessagePage(
            'Falha no webhook de teste',
            `O servidor respondeu ${result.webhookStatus} ao webhook. Tente de novo.`,
          ),
          502,
        );
      }
      // Done or already settled: the page itself says where the charge stands now.
      return c.redirect(sandboxPixLink('', charge), 303);
    });
}
