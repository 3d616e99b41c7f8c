// The embedded sandboxes' own pages, mounted only when a sandbox is the configured provider: the
// test checkout and the test PIX charge (payments) and the test WhatsApp. Their webhooks go through the app itself, so they
// take exactly the path Asaas's and Meta's would.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type AppDeps, SANDBOX_WHATSAPP_PATH, type SandboxMount } from '../app.ts';
import type { StaffStore } from '../domain/ports/staff-sessions.ts';
import { SANDBOX_STYLE_HASH } from '../providers/payments/sandbox-checkout-page.ts';
import { sandboxCheckoutRoutes } from '../providers/payments/sandbox-checkout-routes.ts';
import { SANDBOX_PIX_PATH } from '../providers/payments/sandbox-pix-charge.ts';
import { sandboxPixRoutes } from '../providers/payments/sandbox-pix-routes.ts';
import { isSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER } from '../providers/whatsapp/cloud-api-webhook.ts';
import { isSandboxWhatsAppProvider } from '../providers/whatsapp/sandbox-provider.ts';
import { SANDBOX_WHATSAPP_STYLE_HASH } from '../providers/whatsapp/sandbox-whatsapp-page.ts';
import { sandboxWhatsAppRoutes } from '../providers/whatsapp/sandbox-whatsapp-routes.ts';
import { WEBHOOK_TOKEN_HEADER } from '../routes/webhooks.ts';
import { createCheckoutsRepository } from '../storage/checkouts-repository.ts';
import { createSandboxLeadNames } from '../storage/sandbox-whatsapp-repository.ts';
import type { Database } from '../storage/schema.ts';
import { createWhatsAppQueueReader } from '../storage/whatsapp-queue-repository.ts';

export interface SandboxContext {
  db: Kysely<Database>;
  now: () => Date;
  staff: StaffStore;
  payments: AppDeps['payments'];
  whatsapp: Pick<AppDeps['whatsapp'], 'provider'>;
  publicOrigin: string;
  publicSiteUrl: string | undefined;
  secureCookie: boolean;
  whatsappSendHours: AppDeps['whatsappSendHours'];
}

export function sandboxMounts(context: SandboxContext): SandboxMount[] {
  const mounts: SandboxMount[] = [];
  const { payments, whatsapp, now } = context;
  const payment = payments.provider;
  if (isSandboxProvider(payment)) {
    const webhookSender = (app: Hono) => async (body: unknown) => {
      const res = await app.request('/api/webhooks/asaas', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: payments.webhookToken },
        body: JSON.stringify(body),
      });
      return res.status;
    };
    mounts.push({
      path: '/sandbox/checkout',
      styleHash: SANDBOX_STYLE_HASH,
      routes: (app) =>
        sandboxCheckoutRoutes({
          sandbox: payment,
          markVisited: createCheckoutsRepository(context.db).markVisited,
          now,
          publicOrigin: context.publicOrigin,
          sendWebhook: webhookSender(app),
        }),
    });
    mounts.push({
      path: SANDBOX_PIX_PATH,
      styleHash: SANDBOX_STYLE_HASH,
      routes: (app) => {
        // The PIX charges' webhooks (paid, overdue, and removed by cancelPixCharge) take this path too.
        payment.deliverWebhooksTo(webhookSender(app));
        return sandboxPixRoutes({ sandbox: payment, publicOrigin: context.publicOrigin });
      },
    });
  }
  const messages = whatsapp.provider;
  if (isSandboxWhatsAppProvider(messages)) {
    mounts.push({
      path: SANDBOX_WHATSAPP_PATH,
      styleHash: SANDBOX_WHATSAPP_STYLE_HASH,
      routes: (app) => {
        messages.deliverWebhooksTo(async ({ body, signature }) => {
          const res = await app.request('/api/whatsapp/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
            body,
          });
          return res.status;
        });
        // Its staff-session variable stays inside it: the app sees a plain sub-app.
        return new Hono().route(
          '/',
          sandboxWhatsAppRoutes({
            sandbox: messages,
            leadNames: createSandboxLeadNames(context.db),
            queue: createWhatsAppQueueReader(context.db),
            ...(context.whatsappSendHours ? { sendHours: context.whatsappSendHours } : {}),
            staff: context.staff,
            cookie: { secure: context.secureCookie },
            now,
            publicSiteUrl: context.publicSiteUrl,
          }),
        );
      },
    });
  }
  return mounts;
}
