// The partner's snippet defines a `window.Funil` stub that queues calls until embed.js runs; the
// loader then turns that same object into the real API and replays the calls in order. The stub's
// text is core's (core/src/embed-snippet.ts), shared with the README and the admin partners page.

/** One call the stub recorded; `d` once it was cancelled, `u` the real unsubscribe of a replayed `on`. */
export interface QueuedCall {
  0: string;
  1: ArrayLike<unknown>;
  d?: 1;
  u?: () => void;
}

export interface FunilStub {
  q?: QueuedCall[];
}

/** Marks the object a loader has taken over: another copy of embed.js then stays inert. */
export const LOADED = Symbol.for('funil.loaded');

export function isLoaded(value: unknown): boolean {
  return typeof value === 'object' && value !== null && LOADED in value;
}

// biome-ignore lint/suspicious/noExplicitAny: the API's methods take any arguments the page passes.
type Api = Record<string, (...args: any[]) => unknown>;

/**
 * Gives `stub` (or a new object) the API's methods, so code that kept a reference to the stub keeps
 * a working object; replays the queued calls in order; and runs later pushes at once (a stub method
 * the page kept by reference still queues through `q.push`).
 */
export function takeOver<T extends Api>(stub: FunilStub | undefined, api: T): T {
  const target = (typeof stub === 'object' && stub !== null ? stub : {}) as FunilStub & T;
  const queue = Array.isArray(target.q) ? target.q : [];
  Object.assign(target, api, { [LOADED]: true });
  const run = (call: QueuedCall) => {
    const name = call[0];
    const method = api[name];
    if (call.d || !method) return;
    // A queued call has no caller left to hear its error: the console does.
    const report = (error: unknown) => console.error(`[funil] Funil.${name}`, error);
    try {
      const result = method.apply(target, Array.from(call[1]));
      if (name === 'on' && typeof result === 'function') call.u = result as () => void;
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  };
  const pending = queue.splice(0);
  queue.push = (...calls: QueuedCall[]) => {
    for (const call of calls) run(call);
    return queue.length;
  };
  for (const call of pending) run(call);
  return target;
}
