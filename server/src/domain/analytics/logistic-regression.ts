// Logistic regression small enough to read: standardised features, batch gradient descent with L2,
// and the checks that say whether to trust it (log loss, calibration by bucket).

export interface Example {
  x: readonly number[];
  y: 0 | 1;
}

export interface LogisticModel {
  intercept: number;
  /** One weight per feature, on the standardised scale: comparable with each other. */
  weights: number[];
  means: number[];
  /** Standard deviation of each feature in training (1 when it did not vary). */
  scales: number[];
}

export interface TrainingOptions {
  iterations?: number;
  learningRate?: number;
  /** L2 penalty: keeps weights finite when a feature separates the classes perfectly. */
  l2?: number;
}

export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

function standardisation(examples: readonly Example[], width: number): { means: number[]; scales: number[] } {
  const means = new Array<number>(width).fill(0);
  const scales = new Array<number>(width).fill(0);
  for (const { x } of examples)
    for (let j = 0; j < width; j++) means[j] = (means[j] ?? 0) + (x[j] ?? 0) / examples.length;
  for (const { x } of examples) {
    for (let j = 0; j < width; j++)
      scales[j] = (scales[j] ?? 0) + ((x[j] ?? 0) - (means[j] ?? 0)) ** 2 / examples.length;
  }
  return { means, scales: scales.map((variance) => (variance > 0 ? Math.sqrt(variance) : 1)) };
}

export function train(examples: readonly Example[], options: TrainingOptions = {}): LogisticModel {
  const { iterations = 300, learningRate = 0.5, l2 = 0.001 } = options;
  const width = examples[0]?.x.length ?? 0;
  const { means, scales } = standardisation(examples, width);
  const rows = examples.map(({ x }) => x.map((value, j) => (value - (means[j] ?? 0)) / (scales[j] ?? 1)));
  const weights = new Array<number>(width).fill(0);
  // Starting at the base rate's log-odds makes the first steps about the features, not the average.
  const rate = examples.reduce((sum, e) => sum + e.y, 0) / Math.max(1, examples.length);
  let intercept = rate > 0 && rate < 1 ? Math.log(rate / (1 - rate)) : 0;
  const n = Math.max(1, examples.length);

  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(width).fill(0);
    let gradientIntercept = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] ?? [];
      let z = intercept;
      for (let j = 0; j < width; j++) z += (weights[j] ?? 0) * (row[j] ?? 0);
      const error = sigmoid(z) - (examples[i]?.y ?? 0);
      gradientIntercept += error;
      for (let j = 0; j < width; j++) gradient[j] = (gradient[j] ?? 0) + error * (row[j] ?? 0);
    }
    intercept -= (learningRate * gradientIntercept) / n;
    for (let j = 0; j < width; j++) {
      weights[j] = (weights[j] ?? 0) - learningRate * ((gradient[j] ?? 0) / n + l2 * (weights[j] ?? 0));
    }
  }
  return { intercept, weights, means, scales };
}

export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.intercept;
  for (let j = 0; j < model.weights.length; j++) {
    z += (model.weights[j] ?? 0) * (((x[j] ?? 0) - (model.means[j] ?? 0)) / (model.scales[j] ?? 1));
  }
  return sigmoid(z);
}

/** Mean negative log-likelihood; a model that says the base rate for everyone scores the entropy. */
export function logLoss(predicted: readonly number[], actual: readonly (0 | 1)[]): number {
  const eps = 1e-12;
  let total = 0;
  for (let i = 0; i < predicted.length; i++) {
    const p = Math.min(1 - eps, Math.max(eps, predicted[i] ?? 0));
    total += actual[i] === 1 ? -Math.log(p) : -Math.log(1 - p);
  }
  return predicted.length === 0 ? 0 : total / predicted.length;
}

export interface CalibrationBucket {
  /** '0–10%', '10–20%', … */
  bucket: string;
  leads: number;
  /** Mean predicted probability in the bucket. */
  predicted: number;
  /** Share that actually converted. */
  observed: number;
}

/** Predicted against observed per tenth of probability; empty buckets are left out. */
export function calibration(
  predicted: readonly number[],
  actual: readonly (0 | 1)[],
  buckets = 10,
): CalibrationBucket[] {
  const sums = Array.from({ length: buckets }, () => ({ leads: 0, predicted: 0, observed: 0 }));
  for (let i = 0; i < predicted.length; i++) {
    const p = predicted[i] ?? 0;
    const sum = sums[bucketOf(p, buckets)];
    if (!sum) continue;
    sum.leads += 1;
    sum.predicted += p;
    sum.observed += actual[i] ?? 0;
  }
  return sums.flatMap((sum, index) =>
    sum.leads === 0
      ? []
      : [
          {
            bucket: bucketLabel(index, buckets),
            leads: sum.leads,
            predicted: sum.predicted / sum.leads,
            observed: sum.observed / sum.leads,
          },
        ],
  );
}

export function bucketOf(p: number, buckets = 10): number {
  return Math.min(buckets - 1, Math.max(0, Math.floor(p * buckets)));
}

export function bucketLabel(index: number, buckets = 10): string {
  const width = 100 / buckets;
  return `${Math.round(index * width)}–${Math.round((index + 1) * width)}%`;
}
