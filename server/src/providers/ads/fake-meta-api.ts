// A local HTTP fake of the Graph API's Conversions API endpoint, for tests of the real client.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConversionEvent, ConversionsProvider } from './conversions-provider.ts';
import { createMetaConversionsClient, type MetaConversionsOptions } from './meta-conversions-client.ts';

export const FAKE_PIXEL_ID = '123456789012345';
export const FAKE_META_TOKEN = 'token-meta-de-teste';
export const FAKE_META_VERSION = 'v21.0';

export interface FakeMetaRequest {
  status: number;
  body: { data?: ConversionEvent[]; test_event_code?: string };
}

export interface FakeMetaApi {
  baseUrl: string;
  /** Every request, with the status the fake answered. */
  requests: FakeMetaRequest[];
  /** Events the fake accepted (answered 200), in order. */
  accepted(): ConversionEvent[];
  /** The next `count` requests get this status (500: an outage; 400: a refusal). */
  failNext(count: number, status?: number): void;
  /**
   * Holds the next request unanswered: `arrived` settles when it comes in, `release()` lets the
   * fake answer it as usual.
   */
  holdNext(): { arrived: Promise<void>; release: () => void };
  client(overrides?: Partial<MetaConversionsOptions>): ConversionsProvider;
  close(): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const HASHED_FIELDS = ['em', 'ph', 'fn', 'ln', 'external_id'] as const;

export async function startFakeMetaApi(): Promise<FakeMetaApi> {
  const requests: FakeMetaRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
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
    if (req.method !== 'POST' || url.pathname !== `/${FAKE_META_VERSION}/${FAKE_PIXEL_ID}/events`) {
      return answer(400, graphError(100, 'Unsupported post request.'));
    }
    if (url.searchParams.get('access_token') !== FAKE_META_TOKEN) {
      return answer(400, graphError(190, 'Invalid OAuth access token.'));
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return answer(failures.status, graphError(2, 'Service temporarily unavailable'));
    }
    const problem = invalid(body.data);
    if (problem) return answer(400, graphError(100, problem));
    return answer(200, { events_received: body.data?.length ?? 0, messages: [], fbtrace_id: 'fake' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/${FAKE_META_VERSION}`;
  return {
    baseUrl,
    requests,
    accepted: () => requests.filter((r) => r.status === 200).flatMap((r) => r.body.data ?? []),
    failNext: (count, status = 500) => {
      failures = { count, status };
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
        baseUrl,
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

/** The checks Meta makes that matter here: a data array, hashed contact fields, a recent event_time. */
function invalid(data: ConversionEvent[] | undefined): string | undefined {
  if (!Array.isArray(data) || data.length === 0 || data.length > 1_000) return 'Invalid parameter: data';
  const oldest = Math.floor(Date.now() / 1000) - 7 * 24 * 60 * 60;
  for (const event of data) {
    if (!event.event_name || !event.event_id || !Number.isInteger(event.event_time)) {
      return 'Invalid parameter: event';
    }
    if (event.event_time < oldest) return 'Invalid parameter: event_time too old';
    for (const field of HASHED_FIELDS) {
      const value = event.user_data?.[field];
      if (value !== undefined && !SHA256_HEX.test(value)) return `Invalid parameter: ${field} must be hashed`;
    }
  }
  return undefined;
}

function graphError(code: number, message: string): unknown {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } };
}
