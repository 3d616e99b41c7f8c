import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-request.ts';
import { isPhoneRejected, isRetriable } from './lead-api.ts';

describe('isPhoneRejected', () => {
  it('recognises the server refusing the phone, in either error shape', () => {
    expect(isPhoneRejected(new ApiError(400, 'phone_invalid', 'x'))).toBe(true);
    expect(isPhoneRejected(new ApiError(400, 'validation_failed', 'x', { phone: 'Por favor…' }))).toBe(true);
    expect(isPhoneRejected(new ApiError(400, 'validation_failed', 'x', { name: 'Por favor…' }))).toBe(false);
    expect(isPhoneRejected(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isRetriable', () => {
  it('retries a missing server, timeouts, 5xx, 408 and 429, never other refusals', () => {
    expect(isRetriable(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      [500, 502, 503, 408, 429].map((status) => isRetriable(new ApiError(status, undefined, 'x'))),
    ).toEqual([true, true, true, true, true]);
    expect([400, 404, 413].map((status) => isRetriable(new ApiError(status, undefined, 'x')))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
