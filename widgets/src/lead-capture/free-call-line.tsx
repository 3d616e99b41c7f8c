// Step 1's and the confirmation's line about the free call, in the launch's words with the date staff
// set. Until the launch settings arrive the date's place is kept empty (no stale date, nothing jumps
// when it comes): the template's words before it show, the rest waits hidden.
import { RichText } from '../ui/rich-text.tsx';
import { CALL_WHEN_PLACEHOLDER, CALL_WHEN_RESERVE } from './copy.ts';

export interface FreeCallLineProps {
  /**
   * The launch's line (leadModal.freeCallLine): the server's, date in, once the settings arrive; the
   * template's, with {data_call} where the date goes, until then.
   */
  text: string;
  /** The free call's day and time from the launch settings ('11/06 às 20:00'); null while they load. */
  callWhen: string | null;
}

export function FreeCallLine({ text, callWhen }: FreeCallLineProps) {
  if (callWhen)
    return (
      <p className="funil-lead__lede">
        <RichText text={text} values={{ data_call: callWhen }} />
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
          {kept}
        </span>
      ) : null}
    </p>
  );
}
