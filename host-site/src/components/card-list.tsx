// A responsive grid of titled cards (modules, advice, examples).

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
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.label ? <p className="card__index">{item.label}</p> : null}
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
