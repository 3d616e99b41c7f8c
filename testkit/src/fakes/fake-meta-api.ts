// A local HTTP fake of the Graph API's Conversions API endpoint, for tests of the real client. It
// refuses what Meta documents as invalid, so a test fails where Meta would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isContactField } from '@funil/server/domain/conversion-custom-data';
import type { ConversionEvent, ConversionsProvider } from '@funil/server/domain/ports/conversions';
import {
  createMetaConversionsClient,
  type MetaConversionsOptions,
} from '@funil/server/providers/ads/meta-conversions-client';
import { DEFAULT_GRAPH_API_VERSION } from '@funil/server/providers/graph-api';

export const FAKE_PIXEL_ID = '123456789012345';
export const FAKE_META_TOKEN = 'token-meta-de-teste';
/** The fake serves the version the client calls by default, and no other. */
export const FAKE_META_VERSION = DEFAULT_GRAPH_API_VERSION;

export interface FakeMetaRequest {
  status: number;
  body: { data?: ConversionEvent[]; test_event_code?: string };
}

export interface FakeMetaApi {
  /** The fake's address without the version, as the client's `host` takes it. */
  host: string;
  /** Every request, with the status the fake answered. */
  requests: FakeMetaRequest[];
  /** Events the fake accepted (answered 200), in order. */
  accepted(): ConversionEvent[];
  /**
   * The next `count` requests get this status and Graph error code (500/2: an outage; 400/17: a
   * throttled ad account; 400/100: a refusal).
   */
  failNext(count: number, status?: number, code?: number): void;
  /**
   * Holds the next request unanswered: `arrived` settles when it comes in, `release()` lets the
   * fake answer it as usual.
   */
  holdNext(): { arrived: Promise<void>; release: () => void };
  client(overrides?: Partial<MetaConversionsOptions>): ConversionsProvider;
  close(): Promise<void>;
}

export async function startFakeMetaApi(): Promise<FakeMetaApi> {
  const requests: FakeMetaRequest[] = [];
  let failures = { count: 0, status: 500, code: 2 };
  let hold: { arrive: () => void; released: Promise<void> } | undefined;
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (hold) {
      const { arrive, released } = hold;
      hold = undefined;
      arrive();
      await released;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: FakeMetaRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // refused below
    }
    const answer = (status: number, payload: unknown) => {
      requests.push({ status, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const [, version, pixel, edge] = url.pathname.split('/');
    if (req.method !== 'POST' || pixel !== FAKE_PIXEL_ID || edge !== 'events') {
      return answer(400, graphError(100, 'Unsupported post request.'));
    }
    if (version !== FAKE_META_VERSION) {
      return answer(400, graphError(2635, 'You are calling a deprecated version of the Ads API.'));
    }
    if (url.searchParams.get('access_token') !== FAKE_META_TOKEN) {
      return answer(400, graphError(190, 'Invalid OAuth access token.'));
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      const message = failures.code === 2 ? 'Service temporarily unavailable' : 'User request limit reached';
      return answer(failures.status, graphError(failures.code, message));
    }
    const problem = invalid(body.data, Math.floor(Date.now() / 1000));
    if (problem) return answer(400, graphError(100, problem));
    return answer(200, { events_received: body.data?.length ?? 0, messages: [], fbtrace_id: 'fake' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  return {
    host,
    requests,
    accepted: () => requests.filter((r) => r.status === 200).flatMap((r) => r.body.data ?? []),
    failNext: (count, status = 500, code = 2) => {
      failures = { count, status, code };
    },
    holdNext: () => {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { arrive, released };
      return { arrived, release };
    },
    client: (overrides = {}) =>
      createMetaConversionsClient({
        host,
        version: FAKE_META_VERSION,
        pixelId: FAKE_PIXEL_ID,
        accessToken: FAKE_META_TOKEN,
        timeoutMs: 2_000,
        ...overrides,
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Customer information Meta takes only normalised and SHA-256 hashed (external_id it only recommends hashing). */
const HASHED_FIELDS = ['em', 'ph', 'fn', 'ln', 'ge', 'db', 'ct', 'st', 'zp', 'country'] as const;
const ACTION_SOURCES = [
  'website',
  'email',
  'app',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
];
/** Meta's documented shape of the click and browser ids: fb.{subdomain index}.{time in ms}.{value}. */
const FB_ID = /^fb\.\d\.\d{13}\.\S+$/;
const SEVEN_DAYS = 7 * 24 * 60 * 60;
/** Meta refuses event times in the future; a minute of clock skew is let through. */
const FUTURE_TOLERANCE = 60;

/**
 * The checks Meta documents for each event (parameters pages): the required fields, an
 * action_source it knows, website events with their page and browser, an event_time within the
 * last 7 days and not ahead, contact fields hashed and nowhere readable, the ad ids in their
 * format, and a Purchase with its value and currency. The first problem, in Meta's words.
 */
export function invalid(data: ConversionEvent[] | undefined, nowSeconds: number): string | undefined {
  if (!Array.isArray(data) || data.length === 0 || data.length > 1_000) return 'Invalid parameter: data';
  for (const event of data) {
    if (!event.event_name || !event.event_id || !Number.isInteger(event.event_time)) {
      return 'Invalid parameter: event';
    }
    if (!ACTION_SOURCES.includes(event.action_source)) return 'Invalid parameter: action_source';
    if (typeof event.user_data !== 'object' || event.user_data === null)
      return 'Invalid parameter: user_data';
    if (
      event.action_source === 'website' &&
      (!event.event_source_url || !event.user_data.client_user_agent)
    ) {
      return 'Website events require event_source_url and client_user_agent';
    }
    if (event.event_time < nowSeconds - SEVEN_DAYS) return 'Invalid parameter: event_time too old';
    if (event.event_time > nowSeconds + FUTURE_TOLERANCE)
      return 'Invalid parameter: event_time in the future';
    for (const field of HASHED_FIELDS) {
      const value = (event.user_data as Record<string, unknown>)[field];
      if (value !== undefined && (typeof value !== 'string' || !SHA256_HEX.test(value))) {
        return `Invalid parameter: ${field} must be hashed`;
      }
    }
    for (const field of ['fbc', 'fbp'] as const) {
      const value = event.user_data[field];
      if (value !== undefined && !FB_ID.test(value)) return `Invalid parameter: ${field} format`;
    }
    const custom = event.custom_data ?? {};
    const readable = Object.entries(custom).find(([key, value]) => isContactField(key, value));
    if (readable) return `Invalid parameter: custom_data.${readable[0]} holds unhashed personal data`;
    if (event.event_name === 'Purchase') {
      if (typeof custom.value !== 'number' || !/^[A-Z]{3}$/.test(String(custom.currency ?? ''))) {
        return 'Purchase events require custom_data.value and custom_data.currency';
      }
    }
  }
  return undefined;
}

function graphError(code: number, message: string): unknown {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } };
}
