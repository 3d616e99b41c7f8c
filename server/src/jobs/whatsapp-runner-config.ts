// The WhatsApp runner's settings (issue 18), read once at start so a bad value stops the server.
import { ConfigError } from '../config.ts';
import { DEFAULT_SEND_HOURS, parseSendHours, type SendHours } from '../domain/whatsapp/quiet-hours.ts';
import { envPositiveInteger, envText } from '../env-values.ts';

export interface WhatsAppRunnerConfig {
  /** Seconds between ticks (WHATSAPP_TICK_SECONDS). */
  tickSeconds: number;
  /** WHATSAPP_SEND_HOURS, 'HH-HH' in America/Sao_Paulo; 08-21 by default. */
  sendHours: SendHours;
  /** WHATSAPP_PER_NUMBER_PER_HOUR: messages one lead's number may get in an hour. */
  maxPerNumberPerHour: number;
  /**
   * WHATSAPP_LEASE_SECONDS: how long a runner holds a claimed job on PostgreSQL before another
   * process may take it; far longer than a send's timeout.
   */
  leaseSeconds: number;
}

export function loadWhatsAppRunnerConfig(env: NodeJS.ProcessEnv = process.env): WhatsAppRunnerConfig {
  const hoursText = envText(env.WHATSAPP_SEND_HOURS);
  const sendHours = hoursText === undefined ? DEFAULT_SEND_HOURS : parseSendHours(hoursText);
  if (!sendHours)
    throw new ConfigError(
      `WHATSAPP_SEND_HOURS inválido: "${hoursText}". Use a hora de início e a de fim, como 08-21.`,
    );
  return {
    tickSeconds: envPositiveInteger('WHATSAPP_TICK_SECONDS', env.WHATSAPP_TICK_SECONDS, 15),
    sendHours,
    maxPerNumberPerHour: envPositiveInteger(
      'WHATSAPP_PER_NUMBER_PER_HOUR',
      env.WHATSAPP_PER_NUMBER_PER_HOUR,
      4,
    ),
    leaseSeconds: envPositiveInteger('WHATSAPP_LEASE_SECONDS', env.WHATSAPP_LEASE_SECONDS, 300),
  };
}
