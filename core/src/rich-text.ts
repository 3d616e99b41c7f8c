// The little format of the texts staff write for a launch (launch-texts.ts): **bold**,
// [label](https://…) or [label](mailto:…) links, line breaks and {placeholders} for the launch's own
// values; anything else is literal text. Pure and zod-free: it returns segments that the site and the
// widgets draw as React elements, so what staff type is never HTML and never a script.

export type RichSegment =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'break' };

/** What `{programa}`, `{nome}`… stand for where the text is shown; an unknown name stays as typed. */
export type TextValues = Readonly<Record<string, string>>;

const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;
const MAILTO = /^mailto:[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/i;
const PLACEHOLDER = /\{([a-z_]+)\}/g;
const NEXT_MARKUP = /\*\*|\[/;

/**
 * The link's address when it may be followed: https with a host and no credentials, or a plain
 * mailto. `javascript:`, `data:`, `http:` and relative addresses are not links at all.
 */
export function safeHref(href: string): string | null {
  if (MAILTO.test(href)) return href;
  if (!/^https:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** `{programa}` → the value given for it; a name with no value is left as it was typed. */
export function fillPlaceholders(text: string, values: TextValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

/**
 * Staff's text as segments. Values are put in after the markup is read, so a value (a visitor's
 * first name, a partner's name) can never turn into bold text or a link.
 */
export function parseRichText(source: string, values: TextValues = {}): RichSegment[] {
  const segments: RichSegment[] = [];
  let literal = '';
  const flush = () => {
    if (literal) segments.push({ type: 'text', text: fillPlaceholders(literal, values) });
    literal = '';
  };
  source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      if (index > 0) {
        flush();
        segments.push({ type: 'break' });
      }
      let rest = line;
      while (rest) {
        if (rest.startsWith('**')) {
          const end = rest.indexOf('**', 2);
          if (end > 2) {
            flush();
            segments.push({ type: 'bold', text: fillPlaceholders(rest.slice(2, end), values) });
            rest = rest.slice(end + 2);
            continue;
          }
        } else if (rest.startsWith('[')) {
          const link = LINK.exec(rest);
          const href = link?.[1] && link[2] ? safeHref(link[2]) : null;
          if (link?.[1] && href) {
            flush();
            segments.push({ type: 'link', text: fillPlaceholders(link[1], values), href });
            rest = rest.slice(link[0].length);
            continue;
          }
        }
        const next = rest.slice(1).search(NEXT_MARKUP);
        const cut = next === -1 ? rest.length : next + 1;
        literal += rest.slice(0, cut);
        rest = rest.slice(cut);
      }
    });
  flush();
  return segments;
}

/** The words alone, for a page title, a meta description or an attribute: breaks become spaces. */
export function plainText(source: string, values: TextValues = {}): string {
  return parseRichText(source, values)
    .map((segment) => (segment.type === 'break' ? ' ' : segment.text))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A list written one item per line: the items, blank lines left out. */
export function textLines(source: string): string[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Titled items separated by a blank line: the first line is the title, the rest its text. */
export function textBlocks(source: string): { title: string; text: string }[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => textLines(block))
    .filter((lines) => lines.length > 0)
    .map(([title = '', ...text]) => ({ title, text: text.join('\n') }));
}
