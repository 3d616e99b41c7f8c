// The two signals the server's bot check reads (server/src/domain/bot-check.ts), one definition for
// every public write that can create a lead: the lead save and the visit of an unknown phone.
import { z } from 'zod';

/** A client time as epoch milliseconds or ISO-8601 text, read as epoch milliseconds. */
const clientTime = z.union([
  z.number().int().nonnegative().max(8.64e15),
  z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
]);

export const botSignalFields = {
  /** A field people never see: a value means a bot filled the form. */
  website: z.string().max(2_000).optional(),
  /** When the visitor opened the form; a save sooner than 2 s after it is treated like a bot's. */
  started_at: clientTime.optional(),
};
