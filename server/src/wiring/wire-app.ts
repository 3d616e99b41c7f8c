// The app on a database: every port built on storage, every provider from its configuration (or an
// empty environment's), the configured sandboxes' pages. The server (index.ts), the tests and the
// drills build their app here, so all of them run the same wiring.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type AppDeps, createApp, TEST_ORIGIN } from '../app.ts';
import { cloudApiWebhookFormat } from '../providers/whatsapp/cloud-api-webhook.ts';
import type { Database } from '../storage/schema.ts';
import { PROGRAM_OFFER_CODE } from '../storage/seed.ts';
import { isStorageFull } from '../storage/storage-full.ts';
import { publicPorts } from './app-ports.ts';
import { defaultProviders, type Providers } from './providers.ts';
import { sandboxMounts } from './sandbox-mounts.ts';
import { staffStores } from './staff-stores.ts';

/** The app's settings; a provider left out is what an empty environment configures. */
export type WireAppOptions = Omit<
  AppDeps,
  | 'ports'
  | 'staff'
  | 'isStorageFull'
  | 'programOfferCode'
  | 'sandboxes'
  | 'whatsappWebhookFormat'
  | keyof Providers
> &
  Partial<Providers>;

export function wireApp(db: Kysely<Database>, options: WireAppOptions): Hono {
  const now = options.now ?? (() => new Date());
  let fallback: Providers | undefined;
  const defaults = () => (fallback ??= defaultProviders({ db, now, logger: options.logger }));
  const instagram = options.instagram ?? defaults().instagram;
  const payments = options.payments ?? defaults().payments;
  const whatsapp = options.whatsapp ?? defaults().whatsapp;
  const staff = staffStores(db, now);
  return createApp({
    ...options,
    now,
    ports: publicPorts(db),
    staff,
    isStorageFull,
    programOfferCode: PROGRAM_OFFER_CODE,
    instagram,
    payments,
    whatsapp,
    whatsappWebhookFormat: cloudApiWebhookFormat,
    sandboxes: sandboxMounts({
      db,
      now,
      staff: staff.staff,
      payments,
      whatsapp,
      publicOrigin: options.publicOrigin ?? TEST_ORIGIN,
      publicSiteUrl: options.publicSiteUrl,
      secureCookie: options.adminAccess?.secureCookie ?? false,
      whatsappSendHours: options.whatsappSendHours,
    }),
  });
}
