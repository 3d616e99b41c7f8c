// One fixed instant for every story: countdowns, "há 4 dias" and expiry read the same time at
// every run, so a screenshot taken today matches the one taken next month. Only Date is faked:
// timers run (the exit popup's CTA still unlocks 1.5 s after it opens, play functions wait for it).
import FakeTimers from '@sinonjs/fake-timers';

/** Friday 20 November 2026, 10:00 in São Paulo. */
export const STORY_NOW = Date.parse('2026-11-20T13:00:00.000Z');

FakeTimers.withGlobal(globalThis).install({ now: STORY_NOW, toFake: ['Date'] });

/** The same "random" numbers at every run (attempt ids, shuffles): a small seeded generator (mulberry32). */
export function seedRandom(seed = 20_261_120): void {
  let state = seed >>> 0;
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
