// Until the server-instagram branch is merged, this branch's server has no GET /api/instagram-profile.
// This harness-only stand-in answers like its demo provider (CONTRACTS.md) ONLY when the server
// answers the generic 404 of an unknown API path; once the real route exists it is never used.
// Remove it after the merge.
import type { Page } from '@playwright/test';

const AVATAR =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0IDQiPjxyZWN0IHdpZHRoPSI0IiBoZWlnaHQ9IjQiIGZpbGw9IiM2ZDI4ZDkiLz48L3N2Zz4=';

export async function useDemoInstagramWhereMissing(page: Page): Promise<void> {
  await page.route('**/api/instagram-profile?*', async (route) => {
    const response = await route.fetch();
    const body = response.status() === 404 ? await response.json().catch(() => null) : null;
    if (body?.error?.code !== 'not_found') return route.fulfill({ response });
    const username = new URL(route.request().url()).searchParams.get('username') ?? '';
    return route.fulfill({
      response,
      status: 200,
      json: {
        username,
        fullName: username,
        profilePicUrl: AVATAR,
        followersCount: 1234,
        followingCount: 321,
        postsCount: 42,
        isVerified: false,
        biography: 'Perfil de demonstração',
        bio: 'Perfil de demonstração',
        source: 'demo',
      },
    });
  });
}
