// A responsive grid of titled cards (modules, advice, examples); titles and texts may be launch
// texts (titled items, core/src/rich-text.ts's textBlocks), drawn as rich text.
import { RichText } from './rich-text.tsx';

export interface CardItem {
  title: string;
  text: string;
  /** A small label above the title, e.g. 'Módulo 1'. */
  label?: string;
}

export function CardList({ items, headingLevel }: { items: readonly CardItem[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="cards">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are drawn whole from one text.
        <li key={index} className="card">
          {item.label ? <p className="card__index">{item.label}</p> : null}
          <Heading>
            <RichText text={item.title} />
          </Heading>
          <p>
            <RichText text={item.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
