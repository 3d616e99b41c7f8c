// The keep-alive ping (spec §7): at once and every 4 minutes, 06:00–23:59 local, failures ignored.
import { TRACKER } from './constants.ts';

export interface KeepAliveDeps {
  /** The ping address, e.g. 'https://funil.example/api/ping'. */
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createKeepAlive({ url, fetch: doFetch = fetch, now = Date.now }: KeepAliveDeps) {
  const { intervalMs, minGapAfterSuccessMs, timeoutMs, firstHour } = TRACKER.keepAlive;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function ping(): Promise<void> {
    const at = now();
    if (new Date(at).getHours() < firstHour) return;
    if (at - lastSuccess < minGapAfterSuccessMs) return;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url, { signal: controller.signal, cache: 'no-store' });
      if (response.ok) lastSuccess = now();
      else console.warn('[funil] keep-alive respondeu', response.status);
    } catch (error) {
      console.warn('[funil] keep-alive falhou', error);
    } finally {
      clearTimeout(timeout);
    }
  }

  return {
    ping,
    start(): void {
      if (timer !== undefined) return;
      void ping();
      timer = setInterval(() => void ping(), intervalMs);
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
