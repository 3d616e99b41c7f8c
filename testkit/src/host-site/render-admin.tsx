// Test helpers for staff screens: the providers AdminLayout gives them, and the server's answers.
import type { Staff } from '@funil/core/staff';
import { AdminProviders } from '@funil/host-site/admin/admin-query-provider.tsx';
import { createAdminQueryClient } from '@funil/host-site/admin/query-client.ts';
import { StaffContext } from '@funil/host-site/admin/staff-context.tsx';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const ADMIN: Staff = {
  id: '6f1c2a8e-0d4b-4c2e-9a51-3b7e8f0d1c2a',
  email: 'admin@funil.test',
  name: 'Ana Admin',
  role: 'admin',
};

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The server's error body for `code`. */
export function failure(status: number, code: string, message: string, fields?: Record<string, string>) {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/** A query cache with the staff defaults, but retrying at once: tests never wait. */
export function testQueryClient() {
  const client = createAdminQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

/** Stubs the browser's fetch; the mock answers in order and records each call. */
export function stubFetch(...answers: (Response | Error | Promise<Response>)[]) {
  const mock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockImplementationOnce(() => Promise.resolve(answer));
  }
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs fetch was asked for, in order. */
export function fetchedUrls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([url]) => String(url));
}

export function renderAdmin(
  ui: ReactNode,
  { staff = ADMIN, client = testQueryClient(), path = '/admin' } = {},
) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <StaffContext.Provider value={staff}>
        <AdminProviders client={client}>{ui}</AdminProviders>
      </StaffContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, client };
}
