// Where the e2e run puts the product: its own port, its own database file, a second origin for partners.
// Ports can be moved (E2E_PORT) so that two checkouts can run their e2e suites side by side.
import { fileURLToPath } from 'node:url';

export const SERVER_PORT = Number(process.env.E2E_PORT ?? 8790);
export const PARTNER_PORT = SERVER_PORT + 1;
export const SERVER_ORIGIN = `http://localhost:${SERVER_PORT}`;
/** 127.0.0.1 is another origin than localhost, as a partner's site would be. */
export const PARTNER_ORIGIN = `http://127.0.0.1:${PARTNER_PORT}`;
export const DATABASE_PATH = fileURLToPath(new URL(`../.data/e2e-${SERVER_PORT}.db`, import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The payment webhook token the e2e server is started with, so specs can send (or forge) webhooks. */
export const WEBHOOK_TOKEN = 'token-do-webhook-e2e';
