// A local HTTP fake of the Graph API's business discovery, for tests of the real client.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InstagramProvider } from '@funil/server/domain/ports/instagram';
import { DEFAULT_GRAPH_API_VERSION } from '@funil/server/providers/graph-api';
import {
  createGraphApiClient,
  type GraphApiClientOptions,
} from '@funil/server/providers/instagram/graph-api-client';

export const FAKE_TOKEN = 'token-de-teste';
export const FAKE_ACCOUNT_ID = '17841400000000000';
/** The fake serves the version the client calls by default, and no other. */
export const FAKE_VERSION = DEFAULT_GRAPH_API_VERSION;

/** A professional account every fake knows from the start (the docs' own example). */
export const SAMPLE_ACCOUNT = {
  username: 'bluebottle',
  name: 'Blue Bottle Coffee',
  profile_picture_url: 'https://scontent.xx.fbcdn.net/v/t51/blue.jpg',
  followers_count: 267_793,
  follows_count: 120,
  media_count: 1205,
  biography: 'Café desde 2002',
  website: 'https://bluebottlecoffee.com',
};

/** What the fake answers for one username instead of a profile. */
export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hang: true }
  | { rawBody: string };

export interface FakeGraphApi {
  /** The fake's address without the version, as the client's `host` takes it. */
  host: string;
  /** Public fields of professional accounts, keyed by username. */
  accounts: Map<string, Record<string, unknown>>;
  /** Scripted answers, checked before accounts. */
  replies: Map<string, FakeReply>;
  /** Every request URL, for asserting on what the client sent. */
  requests: URL[];
  /** The real client, pointed at this fake with the right token and account. */
  client(overrides?: Partial<GraphApiClientOptions>): InstagramProvider;
  /** Forgets scripted replies and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const accounts = new Map<string, Record<string, unknown>>([[SAMPLE_ACCOUNT.username, SAMPLE_ACCOUNT]]);
  const replies = new Map<string, FakeReply>();
  const requests: URL[] = [];
  const server = createServer((req, res) => handle(req, res));

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    const [, version, accountId] = url.pathname.split('/');
    if (accountId === FAKE_ACCOUNT_ID && version !== FAKE_VERSION) {
      // What Meta answers a version it no longer serves.
      json(res, 400, graphError(2635, 'You are calling a deprecated version of the Graph API.'));
      return;
    }
    if (url.pathname !== `/${FAKE_VERSION}/${FAKE_ACCOUNT_ID}`) {
      json(res, 400, graphError(100, 'Unsupported get request.', 33));
      return;
    }
    if (url.searchParams.get('access_token') !== FAKE_TOKEN) {
      json(res, 400, graphError(190, 'Invalid OAuth access token.'));
      return;
    }
    const match = /^business_discovery\.username\(([^)]*)\)\{([^}]*)\}$/.exec(
      url.searchParams.get('fields') ?? '',
    );
    if (!match) {
      json(res, 400, graphError(100, 'Invalid parameter'));
      return;
    }
    const [, username = '', fields = ''] = match;

    const reply = replies.get(username);
    // Never answers: the client's timeout must end it.
    if (reply && 'hang' in reply) return;
    if (reply && 'rawBody' in reply) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(reply.rawBody);
      return;
    }
    if (reply) {
      json(res, reply.status, reply.body ?? {}, reply.headers);
      return;
    }

    const account = accounts.get(username);
    if (!account) {
      json(res, 400, graphError(110, 'Invalid user id', 2_207_013));
      return;
    }
    // Like the real API, only the requested fields come back.
    const picked = Object.fromEntries(
      fields.split(',').flatMap((field) => (field in account ? [[field, account[field]]] : [])),
    );
    json(res, 200, { business_discovery: { ...picked, id: '17841400000000001' }, id: FAKE_ACCOUNT_ID });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  return {
    host,
    accounts,
    replies,
    requests,
    client: (overrides = {}) =>
      createGraphApiClient({
        host,
        version: FAKE_VERSION,
        accessToken: FAKE_TOKEN,
        businessAccountId: FAKE_ACCOUNT_ID,
        timeoutMs: 2_000,
        ...overrides,
      }),
    reset: () => {
      replies.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function graphError(code: number, message: string, subcode?: number): unknown {
  return { error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: 'fake' } };
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
