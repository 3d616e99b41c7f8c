import { describe, expect, it } from 'vitest';
import { periodQuery } from './use-period.ts';

describe('a period as the API reads it', () => {
  it('names its launch when it has one', () => {
    expect(periodQuery({ from: '2026-01-01', to: '2026-01-31' })).toBe('from=2026-01-01&to=2026-01-31');
    expect(
      periodQuery({ from: '2026-01-01', to: '2026-01-31', launch: '1c9a3e52-7b0d-4f6e-9a21-5d8c7b6a4f30' }),
    ).toBe('from=2026-01-01&to=2026-01-31&launch=1c9a3e52-7b0d-4f6e-9a21-5d8c7b6a4f30');
  });
});
