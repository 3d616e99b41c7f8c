// The path as the request log writes it: ids stay (decision 0012 lets logs name a lead by its id),
// but never a phone, an e-mail or a secret, whoever typed the address (a stale link, a probe).
import { isLeadId } from '@funil/core/lead-id';

/**
 * Routes whose parameter is itself a key: a purchase's checkout id is the only thing that reads
 * its status and claims its browser Purchase (README, "Meta tokens").
 */
const SECRET_PARAMETERS: readonly RegExp[] = [/^(\/api\/purchases\/)[^/]+/];

/** The sandboxes' ids (and UUIDs, isLeadId): long digit runs in them are not phones. */
const SANDBOX_ID = /^(?:sbx_[0-9a-f]{32}|pay_[0-9a-f]{24}|wamid\.[A-Za-z0-9]+)$/;
/** Eight digits or more, with the punctuation people write numbers with: a phone, as typed or stored. */
const DIGIT_RUN = /\+?\(?\d(?:[\s().-]*\d){7,}/g;

export function loggedPath(path: string): string {
  const withoutSecrets = SECRET_PARAMETERS.reduce((text, route) => text.replace(route, '$1[compra]'), path);
  return withoutSecrets.split('/').map(loggedSegment).join('/');
}

function loggedSegment(segment: string): string {
  const text = decoded(segment);
  if (text.includes('@')) return '[email]';
  if (SANDBOX_ID.test(text) || isLeadId(text)) return segment;
  const redacted = text.replace(DIGIT_RUN, '[telefone]');
  return redacted === text ? segment : redacted;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
