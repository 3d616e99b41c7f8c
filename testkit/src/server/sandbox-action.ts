// Test helper: what the sandbox page's own buttons post (same origin, the link's key in a hidden field).
import type { Hono } from 'hono';

export async function sandboxAction(
  app: Hono,
  link: string,
  outcome: 'approve' | 'expire' | 'cancel' | 'split' | 'refund',
  fields: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(link);
  return app.request(`${url.pathname}/${outcome}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: url.origin,
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ key: url.searchParams.get('key') ?? '', ...fields }).toString(),
  });
}
