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

/** Bold on one line, a link (its address checked apart), or a line break; the rest is literal. */
const MARKUP = /\*\*([^\n]+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)|\r\n?|\n/g;
const HTTPS = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const MAILTO = /^mailto:[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/i;
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * The link's address when it may be followed: https to a plain host name (no credentials, no
 * look-alike characters; a port and a path allowed), or a plain mailto. `javascript:`, `data:`,
 * `http:` and relative addresses are not links at all.
 */
export function safeHref(href: string): string | null {
  return HTTPS.test(href) || MAILTO.test(href) ? href : null;
}

/** `{programa}` → the value given for it; a name with no value is left as it was typed. */
export function fillPlaceholders(text: string, values: TextValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

/**
 * Staff's text as segments. The values given here are put in after the markup is read, so what a
 * visitor or a partner typed (a first name, a partner's name) can never turn into bold text or a
 * link. (The launch's own values, staff's, are already in: launch-text-values.ts.)
 */
export function parseRichText(source: string, values: TextValues = {}): RichSegment[] {
  const segments: RichSegment[] = [];
  const fill = (text: string) => fillPlaceholders(text, values);
  let last = 0;
  for (const match of source.matchAll(MARKUP)) {
    const [whole, bold, label, address] = match;
    const href = label && address ? safeHref(address) : null;
    // A link to an address that may not be followed is no link: it stays in the text, as typed.
    if (label && !href) continue;
    if (match.index > last) segments.push({ type: 'text', text: fill(source.slice(last, match.index)) });
    last = match.index + whole.length;
    segments.push(
      bold
        ? { type: 'bold', text: fill(bold) }
        : href && label
          ? { type: 'link', text: fill(label), href }
          : { type: 'break' },
    );
  }
  if (last < source.length) segments.push({ type: 'text', text: fill(source.slice(last)) });
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
