// The ky client every widget uses: one per API base, since an embed may talk to another origin.
import ky, { isHTTPError, type KyInstance } from 'ky';

/** A client for `{apiBase}/api/...`; an empty base means the page's own origin. */
export function createHttpClient(apiBase: string): KyInstance {
  // ky forbids a leading slash in inputs once prefixUrl is set, so '' becomes '/' (same origin,
  // root path) instead of resolving 'api/...' against a partner page that lives in a subfolder.
  return ky.create({ prefixUrl: apiBase.replace(/\/+$/, '') || '/' });
}

/** The `error.code` of the server's JSON error body (DESIGN.md), when the error carries one. */
export async function apiErrorCode(error: unknown): Promise<string | undefined> {
  if (!isHTTPError(error)) return undefined;
  try {
    const body = (await error.response.json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}
