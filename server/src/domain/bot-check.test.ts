import { describe, expect, it } from 'vitest';
import { botReason, MIN_TIME_TO_SUBMIT_MS } from './bot-check.ts';

const NOW = new Date('2025-04-01T12:00:00.000Z');
const ago = (ms: number) => NOW.getTime() - ms;

describe('botReason', () => {
  it('lets through a person: empty honeypot and a form filled in 2 s or more', () => {
    expect(botReason({}, NOW)).toBeUndefined();
    expect(botReason({ website: '', started_at: ago(MIN_TIME_TO_SUBMIT_MS) }, NOW)).toBeUndefined();
    expect(botReason({ website: '   ', started_at: ago(60_000) }, NOW)).toBeUndefined();
  });

  it('flags a filled honeypot, whatever the timing', () => {
    expect(botReason({ website: 'https://spam.example', started_at: ago(60_000) }, NOW)).toBe('honeypot');
  });

  it('flags a submit sooner than 2 s after the form opened', () => {
    expect(botReason({ started_at: ago(0) }, NOW)).toBe('too_fast');
    expect(botReason({ started_at: ago(MIN_TIME_TO_SUBMIT_MS - 1) }, NOW)).toBe('too_fast');
  });

  it('does not judge a start time from a clock running ahead of ours', () => {
    expect(botReason({ started_at: ago(-30_000) }, NOW)).toBeUndefined();
  });
});
