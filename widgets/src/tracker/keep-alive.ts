// The keep-alive ping (spec §7): at once and every 4 minutes, 06:00–23:59 local, failures ignored.
import { apiRequest } from '../lib/api-request.ts';
import {
  KEEP_ALIVE_FIRST_HOUR as firstHour,
  KEEP_ALIVE_INTERVAL_MS as intervalMs,
  KEEP_ALIVE_MIN_GAP_MS as minGapAfterSuccessMs,
  KEEP_ALIVE_TIMEOUT_MS as timeoutMs,
} from './constants.ts';

export interface KeepAliveDeps {
  /** Origin of the Funil server, e.g. 'https://funil.example'; '' means the page's own origin. */
  apiBase: string;
  now?: () => number;
}

export function createKeepAlive({ apiBase, now = Date.now }: KeepAliveDeps) {
  let lastSuccess = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function ping(): Promise<void> {
    const at = now();
    if (new Date(at).getHours() < firstHour) return;
    if (at - lastSuccess < minGapAfterSuccessMs) return;
    try {
      await apiRequest(apiBase, 'api/ping', { timeoutMs, cache: 'no-store' });
      lastSuccess = now();
    } catch (error) {
      console.warn('[funil] keep-alive falhou', error);
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
