// Step 1's and the confirmation's line about the free call, in the launch's words with the date staff
// set. Until the launch settings arrive the date's place is kept empty (no stale date, nothing jumps
// when it comes): the template's words before it show, the rest waits hidden.
import { plainText, type TextValues } from '@funil/core/rich-text';
import { RichText } from '../ui/rich-text.tsx';
import { CALL_WHEN_PLACEHOLDER, CALL_WHEN_RESERVE } from './copy.ts';

export interface FreeCallLineProps {
  /** The launch's line (leadModal.freeCallLine), with {data_call} where the date goes. */
  text: string;
  /** The launch's values (launchTextValues); null while the settings load. */
  values: TextValues | null;
}

export function FreeCallLine({ text, values }: FreeCallLineProps) {
  if (values)
    return (
      <p className="funil-lead__lede">
        <RichText text={text} values={values} />
      </p>
    );
  const at = text.indexOf(CALL_WHEN_PLACEHOLDER);
  const shown = at === -1 ? text : text.slice(0, at);
  const kept = at === -1 ? '' : `${CALL_WHEN_RESERVE}${text.slice(at + CALL_WHEN_PLACEHOLDER.length)}`;
  return (
    <p className="funil-lead__lede">
      <RichText text={shown} />
      {kept ? (
        <span className="funil-reserve" aria-hidden="true">
          {plainText(kept)}
        </span>
      ) : null}
    </p>
  );
}
