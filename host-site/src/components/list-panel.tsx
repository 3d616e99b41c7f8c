// A titled panel holding one list: the building block of the funnel pages' sections. Its title and
// items may be launch texts, so they are drawn as rich text (components/rich-text.tsx).
import type { ReactNode } from 'react';
import { RichText } from './rich-text.tsx';

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
  const entries = items.map((item, index) => (
    // Staff may write the same line twice: the place keeps each item apart.
    // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn whole from one text.
    <li key={index}>
      <RichText text={item} />
    </li>
  ));
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>
        <RichText text={title} />
      </h2>
      {ordered ? <ol className="steps">{entries}</ol> : <ul className="checklist">{entries}</ul>}
      {children}
    </section>
  );
}
