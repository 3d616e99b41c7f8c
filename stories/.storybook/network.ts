// The stories' only network: every request for the Funil API (`/api/…` on the page's origin) or for
// any other address is answered here, from the story's `parameters.api`; nothing leaves the page.
// Storybook's own files (same origin, outside /api) pass through.
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';

/** A JSON answer; 'offline': no answer at all, as a dead server or a lost connection gives. */
export type ApiReply =
  | { status?: number; body?: unknown }
  | 'offline'
  | 'pending'
  | ((request: Request) => ApiReply | Promise<ApiReply>);

/**
 * Answers by route: 'GET /api/leads', '/api/leads' (any method), a pattern with ':name' segments
 * ('GET /api/admin/leads/:id') or a prefix ending in '*'; an unlisted request is 'offline'.
 */
export type ApiRoutes = Readonly<Record<string, ApiReply>>;

/** What a fresh install's server answers the widgets (the seeded launch). */
export const DEFAULT_ROUTES: ApiRoutes = {
  'GET /api/launch-settings': { body: publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS) },
};

let routes: ApiRoutes = DEFAULT_ROUTES;

/** The routes of the story about to render (preview.tsx's beforeEach). */
export function answerWith(next: ApiRoutes | undefined): void {
  routes = { ...DEFAULT_ROUTES, ...next };
}

/** A route key as a pattern: ':name' stands for one path segment, a final '*' for any rest. */
function matches(key: string, method: string, where: string): boolean {
  const [keyMethod, path] = key.includes(' ') ? (key.split(' ', 2) as [string, string]) : [undefined, key];
  if (keyMethod && keyMethod !== method) return false;
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*');
  return new RegExp(`^${pattern}$`).test(where);
}

function routeOf(request: Request, url: URL): ApiReply {
  const where = url.origin === location.origin ? url.pathname : `${url.origin}${url.pathname}`;
  const exact = routes[`${request.method} ${where}`] ?? routes[where];
  if (exact) return exact;
  // Then the patterns, the longest (most particular) first: '/api/admin/leads/:id' before '/api/*'.
  const patterns = Object.keys(routes)
    .filter((key) => key.includes(':') || key.endsWith('*'))
    .sort((a, b) => b.length - a.length);
  const key = patterns.find((candidate) => matches(candidate, request.method, where));
  return key ? (routes[key] as ApiReply) : 'offline';
}

async function answer(reply: ApiReply, request: Request): Promise<Response> {
  if (typeof reply === 'function') return answer(await reply(request), request);
  if (reply === 'offline') throw new TypeError('Failed to fetch');
  // A request that never ends, but yields to its caller's abort (the widgets' timeouts).
  if (reply === 'pending') {
    return new Promise((_, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  }
  const { status = 200, body } = reply;
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Requests the stub answered, for play functions that check what a widget sent. */
export const sentRequests: { method: string; url: string; body: string }[] = [];

const realFetch = globalThis.fetch.bind(globalThis);

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url, location.href);
  if (url.origin === location.origin && !url.pathname.startsWith('/api/')) return realFetch(request);
  sentRequests.push({ method: request.method, url: url.href, body: await request.clone().text() });
  return answer(routeOf(request, url), request);
};

// What leaves without fetch: tracker beacons are swallowed as sent.
navigator.sendBeacon = () => true;
