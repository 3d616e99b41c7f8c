// The immersion's date, hours, place and price as a row of facts, from the launch settings.
import type { ImmersionContent } from '../content/immersion.ts';

export function ImmersionFacts({ immersion }: { immersion: ImmersionContent }) {
  return (
    <dl className="facts">
      <div>
        <dt>Data</dt>
        <dd>{immersion.date}</dd>
      </div>
      <div>
        <dt>Horário</dt>
        <dd>{immersion.hours}</dd>
      </div>
      <div>
        <dt>Local</dt>
        <dd>{immersion.location}</dd>
      </div>
      <div>
        <dt>Investimento</dt>
        <dd>{immersion.price}</dd>
      </div>
    </dl>
  );
}
