// Step 1's and the confirmation's line about the free call, with the date staff set. Until the
// launch settings arrive the date's place is kept empty (no stale date, nothing jumps when it comes).
import { LEAD_COPY } from './copy.ts';

export function FreeCallLine({ when }: { when: string | null }) {
  return (
    <p className="funil-lead__lede">
      {when ? (
        LEAD_COPY.liveCall(when)
      ) : (
        <>
          {LEAD_COPY.liveCallUndated}
          <span className="funil-reserve" aria-hidden="true">
            {' no dia 00/00 às 00:00'}
          </span>
        </>
      )}
    </p>
  );
}
