// A responsive grid of titled cards (modules, advice, examples); titles and texts may be launch
// texts (titled items, core/src/rich-text.ts's textBlocks), drawn as rich text.
import type { TextValues } from '@funil/core/rich-text';
import { RichText } from './rich-text.tsx';

export interface CardItem {
  title: string;
  text: string;
  /** A small label above the title, e.g. 'Módulo 1'. */
  label?: string;
}

export function CardList({
  items,
  headingLevel,
  values,
}: {
  items: readonly CardItem[];
  headingLevel: 2 | 3;
  /** What the placeholders of the cards stand for (useLaunch's values). */
  values?: TextValues;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="cards">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are drawn whole from one text.
        <li key={index} className="card">
          {item.label ? <p className="card__index">{item.label}</p> : null}
          <Heading>
            <RichText text={item.title} values={values} />
          </Heading>
          <p>
            <RichText text={item.text} values={values} />
          </p>
        </li>
      ))}
    </ol>
  );
}
