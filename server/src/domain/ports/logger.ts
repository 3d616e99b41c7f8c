// The loggers the use cases write to; pino's logger fits them (wiring passes it in).
/** The logger calls the use cases make. */
export interface DomainLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/** The Conversions API sender's logger: it also logs errors. */
export interface SenderLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}
