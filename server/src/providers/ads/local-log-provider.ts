// The embedded default: no ad account is configured, so "delivering" an event means one log line.
import type { ConversionEvent, ConversionsProvider } from '../../domain/ports/conversions.ts';

export interface LocalLogSink {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * Logs each event's name, id and time — never user_data, which is personal even hashed — and
 * says plainly that nothing left this machine.
 */
export function createLocalLogProvider(log: LocalLogSink): ConversionsProvider {
  return {
    name: 'local-log',
    async send(events: ConversionEvent[]) {
      for (const event of events) {
        log.info(
          {
            conversions: 'local-log',
            event_name: event.event_name,
            event_id: event.event_id,
            event_time: event.event_time,
          },
          'Evento de conversão entregue ao log local (Conversions API da Meta não configurada; nada foi enviado)',
        );
      }
      return { ok: true };
    },
  };
}
