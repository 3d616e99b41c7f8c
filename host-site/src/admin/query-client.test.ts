import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { createAdminQueryClient, retryDelayMs, shouldRetry } from './query-client.ts';

describe('the staff query cache', () => {
  it('has the spec’s defaults: fresh and kept 5 minutes, no refetch on focus, saves never resent', () => {
    const defaults = createAdminQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('waits twice as long before each retry, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('retries a server failure or a lost connection 3 times, a refusal never', () => {
    const serverDown = new ApiError(503, 'internal_error', 'Erro interno.');
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, serverDown))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'Sem conexão.'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'staff_lead_not_found', 'Lead não encontrado.'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'forbidden', 'Sem permissão.'))).toBe(false);
  });
});
