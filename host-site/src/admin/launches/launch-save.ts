// The editor's save: the launch's name, address and settings in one PUT. The server names a refused
// setting by its place in the body ('settings.freeCall.date'); the settings form knows it without it.
import type { LaunchDetail, LaunchIdentity } from '@funil/core/launches';
import { ApiError, adminRequest } from '../admin-api.ts';

const SETTINGS_PREFIX = 'settings.';

/** 'settings.freeCall.date' → 'freeCall.date'; 'name' and 'slug' as they are. */
export function formFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [
      key.startsWith(SETTINGS_PREFIX) ? key.slice(SETTINGS_PREFIX.length) : key,
      message,
    ]),
  );
}

export async function saveLaunch(
  id: string,
  identity: LaunchIdentity,
  settings: unknown,
): Promise<LaunchDetail> {
  try {
    const answer = await adminRequest('PUT /launches/:id', {
      params: { id },
      body: { name: identity.name, slug: identity.slug, settings },
    });
    return answer.launch;
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    throw new ApiError(
      failure.status,
      failure.code,
      failure.message,
      formFields(failure.fields),
      failure.retryAfterSeconds,
    );
  }
}
