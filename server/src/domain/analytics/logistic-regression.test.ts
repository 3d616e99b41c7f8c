import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketOf,
  calibration,
  type Example,
  logLoss,
  predict,
  sigmoid,
  train,
} from './logistic-regression.ts';

/** A deterministic generator, so the tests never depend on luck. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Examples drawn from a known logistic model: y = 1 with probability sigmoid(-1 + 2·x0 − 1·x1), x2 is noise. */
function sample(count: number, seed: number): Example[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const x = [next() * 2 - 1, next() * 2 - 1, next() * 2 - 1];
    const p = sigmoid(-1 + 2 * (x[0] ?? 0) - 1 * (x[1] ?? 0));
    return { x, y: next() < p ? 1 : 0 };
  });
}

describe('sigmoid', () => {
  it('is ½ at zero, symmetric, and finite far out', () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(2) + sigmoid(-2)).toBeCloseTo(1, 12);
    expect(sigmoid(1_000)).toBe(1);
    expect(sigmoid(-1_000)).toBe(0);
  });
});

describe('train', () => {
  it('recovers the signs and order of known weights, and ignores noise', () => {
    const examples = sample(4_000, 7);
    const model = train(examples, { iterations: 600 });
    const [w0 = 0, w1 = 0, w2 = 0] = model.weights.map((w, j) => w / (model.scales[j] ?? 1));
    expect(w0).toBeGreaterThan(1.5);
    expect(w0).toBeLessThan(2.5);
    expect(w1).toBeLessThan(-0.6);
    expect(w1).toBeGreaterThan(-1.4);
    expect(Math.abs(w2)).toBeLessThan(0.3);
  });

  it('beats the base rate on log loss and is calibrated', () => {
    const examples = sample(4_000, 11);
    const model = train(examples);
    const predicted = examples.map((e) => predict(model, e.x));
    const actual = examples.map((e) => e.y);
    const rate = actual.reduce<number>((s, y) => s + y, 0) / actual.length;
    expect(logLoss(predicted, actual)).toBeLessThan(
      logLoss(
        actual.map(() => rate),
        actual,
      ),
    );
    for (const bucket of calibration(predicted, actual).filter((b) => b.leads >= 200)) {
      expect(Math.abs(bucket.predicted - bucket.observed)).toBeLessThan(0.08);
    }
  });

  it('starts from the base rate: with a constant feature it predicts the base rate', () => {
    const examples: Example[] = [
      { x: [1], y: 1 },
      { x: [1], y: 0 },
      { x: [1], y: 0 },
      { x: [1], y: 0 },
    ];
    const model = train(examples);
    expect(model.scales).toEqual([1]);
    expect(predict(model, [1])).toBeCloseTo(0.25, 6);
  });

  it('keeps weights finite when a feature separates the classes', () => {
    const model = train([
      { x: [0], y: 0 },
      { x: [1], y: 1 },
    ]);
    expect(Number.isFinite(model.weights[0])).toBe(true);
    expect(predict(model, [1])).toBeGreaterThan(predict(model, [0]));
  });

  it('always predicts a probability', () => {
    const model = train(sample(200, 3));
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 3, maxLength: 3 }),
        (x) => {
          const p = predict(model, x);
          return p >= 0 && p <= 1;
        },
      ),
    );
  });
});

describe('calibration', () => {
  it('groups predictions by tenth and compares with what happened', () => {
    expect(calibration([0.05, 0.08, 0.55, 0.99, 1], [0, 1, 1, 1, 0])).toEqual([
      { bucket: '0–10%', leads: 2, predicted: 0.065, observed: 0.5 },
      { bucket: '50–60%', leads: 1, predicted: 0.55, observed: 1 },
      { bucket: '90–100%', leads: 2, predicted: 0.995, observed: 0.5 },
    ]);
  });

  it('puts 1 in the last bucket and labels buckets in percent', () => {
    expect(bucketOf(1)).toBe(9);
    expect(bucketOf(0)).toBe(0);
    expect(bucketLabel(3)).toBe('30–40%');
  });
});

describe('logLoss', () => {
  it('is zero for certain right answers and ln 2 for coin flips', () => {
    expect(logLoss([1, 0], [1, 0])).toBeCloseTo(0, 9);
    expect(logLoss([0.5, 0.5], [1, 0])).toBeCloseTo(Math.LN2, 12);
    expect(logLoss([], [])).toBe(0);
  });
});
