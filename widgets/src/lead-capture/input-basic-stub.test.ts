import { expect, it } from 'vitest';
import InputBasicStub from './input-basic-stub.ts';

it('says what is missing if the embed ever renders the plain phone input', () => {
  expect(() => InputBasicStub()).toThrow(/smartCaret/);
});
