import { expect, it } from 'vitest';
import propType from './prop-types-stub.ts';

it('takes any declaration a library makes at load time, and checks nothing', () => {
  const types = propType as Record<string, (...args: unknown[]) => Record<string, unknown>>;
  const shape = types.shape?.({ a: types.string, b: types.arrayOf?.(types.number) });
  expect(shape?.isRequired).toBe(propType);
  expect(types.oneOf?.(['a', 'b'])).toBe(propType);
});
