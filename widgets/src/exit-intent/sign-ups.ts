// The real number of sign-ups since the visitor's last visit (GET /api/sign-ups/count): the returning
// copy names it, or leaves the sentence out when none came or the server could not say (decision 0033).
import type { SignUpsSince } from '@funil/core/sign-ups';
import { apiRequest } from '../lib/api-request.ts';

export async function signUpsSince(apiBase: string, since: number): Promise<number | null> {
  try {
    const answer = await apiRequest<SignUpsSince>(
      apiBase,
      `api/sign-ups/count?${new URLSearchParams({ since: new Date(since).toISOString() })}`,
      { timeoutMs: 5_000 },
    );
    return typeof answer?.count === 'number' && answer.count > 0 ? answer.count : null;
  } catch {
    return null;
  }
}
