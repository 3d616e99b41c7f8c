// Where the e2e run puts the product: its own port, its own database file, a second origin for partners.
import { fileURLToPath } from 'node:url';

export const SERVER_PORT = 8790;
export const PARTNER_PORT = 8791;
export const SERVER_ORIGIN = `http://localhost:${SERVER_PORT}`;
/** 127.0.0.1 is another origin than localhost, as a partner's site would be. */
export const PARTNER_ORIGIN = `http://127.0.0.1:${PARTNER_PORT}`;
export const DATABASE_PATH = fileURLToPath(new URL('../.data/e2e.db', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
