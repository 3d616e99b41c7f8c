// A step's text for one lead: core fills the variables; a line that only had values this lead lacks
// (a PIX code we never received, a Zoom link not set yet) goes, so no message says "Código PIX: ".
import { isCadenceVariable, renderCadenceText, variablesIn } from '@funil/core/cadence';
import type { MessageValues } from './message-values.ts';

export function renderStepText(text: string, values: MessageValues): string {
  const lines = text.split('\n').filter((line) => {
    const known = variablesIn(line).filter(isCadenceVariable);
    return known.length === 0 || known.some((name) => (values[name] ?? '') !== '');
  });
  return renderCadenceText(lines.join('\n'), values)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A template's parameters: the values of the variables the text names, in order of first use. */
export function templateParameters(text: string, values: MessageValues): string[] {
  return variablesIn(text).map((name) => (isCadenceVariable(name) ? (values[name] ?? '') : ''));
}
