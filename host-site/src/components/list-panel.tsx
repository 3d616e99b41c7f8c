// A titled panel holding one list: the building block of the funnel pages' sections.
import type { ReactNode } from 'react';

export interface ListPanelProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  items: readonly string[];
  /** Numbered steps instead of a checklist. */
  ordered?: boolean;
  /** Shown after the list (e.g. a sub-list or the section's actions). */
  children?: ReactNode;
}

export function ListPanel({ id, title, items, ordered = false, children }: ListPanelProps) {
  const entries = items.map((item) => <li key={item}>{item}</li>);
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {ordered ? <ol className="steps">{entries}</ol> : <ul className="checklist">{entries}</ul>}
      {children}
    </section>
  );
}
