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
 * Answers by route: 'GET /api/leads', '/api/leads' (any method) or a prefix ending in '*'
 * ('GET /api/admin/leads*'); an unlisted request is 'offline'.
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

function routeOf(request: Request, url: URL): ApiReply {
  const where = url.origin === location.origin ? url.pathname : `${url.origin}${url.pathname}`;
  const exact = routes[`${request.method} ${where}`] ?? routes[where];
  if (exact) return exact;
  // The longest prefix wins: 'GET /api/admin/leads*' over 'GET /api/admin/*'.
  const prefixes = Object.keys(routes)
    .filter((key) => key.endsWith('*'))
    .sort((a, b) => b.length - a.length);
  for (const key of prefixes) {
    const [method, path] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
    if ((!method || method === request.method) && where.startsWith((path as string).slice(0, -1))) {
      return routes[key] as ApiReply;
    }
  }
  return 'offline';
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
