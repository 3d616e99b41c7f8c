// Turns schema issues into the pt-BR message and per-field messages the widgets display.
import { ERRORS } from '@funil/core/errors';

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(ERRORS));

/**
 * Issues the core schemas word themselves carry catalogue messages; the rest (a too-long UTM
 * value, say) carry the validator's English text, which is replaced by the generic pt-BR one.
 */
export function describeIssues(issues: readonly Issue[]): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= toPortuguese(issue.message);
  }
  return { message: toPortuguese(issues[0]?.message), fields };
}

function toPortuguese(message: string | undefined): string {
  return message !== undefined && CATALOGUE.has(message) ? message : ERRORS.validation_failed;
}
