// One call to Asaas's API whose failure is the visitor's concern: every expected failure becomes a
// PaymentProviderError (refused with Asaas's first error, unreachable, too slow, unreadable answer).
import { PaymentProviderError } from '../../domain/ports/payments.ts';

export interface AsaasConnection {
  /** e.g. https://api.asaas.com/v3, without a trailing slash. */
  base: string;
  apiKey: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Sends one request and answers its JSON object; rejects with PaymentProviderError otherwise. */
export async function asaasRequest(
  connection: AsaasConnection,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await connection.fetch(`${connection.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        access_token: connection.apiKey,
        'user-agent': 'funil',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PaymentProviderError({ kind: timedOut ? 'timeout' : 'unreachable' }, { cause: error });
  }
  const answer = await readJson(response);
  if (!response.ok) {
    throw new PaymentProviderError({ kind: 'rejected', status: response.status, detail: describe(answer) });
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new PaymentProviderError({ kind: 'invalid_response' });
  }
  return answer as Record<string, unknown>;
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Asaas answers `{ errors: [{ code, description }] }`; the first description goes to the log. */
export function describe(body: unknown): string | undefined {
  const errors = (body as { errors?: { description?: unknown }[] } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0]?.description : undefined;
  return typeof first === 'string' ? first.slice(0, 300) : undefined;
}
