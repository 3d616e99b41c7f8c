// What the login page says when the server makes this browser wait: the wait itself, from Retry-After,
// rather than "alguns minutos" for a 30-second wait or a day's.
import { ApiError, errorMessage } from '../admin-api.ts';

/** "30 segundos", "2 minutos", "1 hora": the wait rounded up to the unit a person reads. */
export function waitInWords(seconds: number): string {
  const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (seconds < 60) return unit(Math.ceil(seconds), 'segundo', 'segundos');
  if (seconds < 60 * 60) return unit(Math.ceil(seconds / 60), 'minuto', 'minutos');
  return unit(Math.ceil(seconds / 3600), 'hora', 'horas');
}

/** The message for a failed login: a throttled one names how long to wait. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'login_throttled' && error.retryAfterSeconds) {
    return `Muitas tentativas de login. Tente de novo em ${waitInWords(error.retryAfterSeconds)}.`;
  }
  return errorMessage(error);
}
