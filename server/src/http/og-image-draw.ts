// Draws the launch's link preview image (issue 32): the card's words laid out by satori (a tree of
// boxes and CSS → SVG, the text as paths in the fonts given) and painted to PNG by resvg, in the
// site's colours (widgets/src/ui/tokens.css) and Inter, an OFL font that @fontsource ships.
// Run as a process of its own (og-image.ts starts it, once per launch version): the card as JSON on
// standard input, the PNG on standard output. The server never loads satori or resvg, which would
// hold some 45 MB of its resident memory for good (decision 0043).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { OG_IMAGE_SIZE } from '@funil/core/og-image';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { OgCard } from '../domain/og-card.ts';

/** The site's palette (tokens.css) and the theme colour of index.html. */
const COLOURS = {
  primary: '#6d28d9',
  onPrimary: '#ffffff',
  surface: '#f5f3ff',
  bg: '#ffffff',
  text: '#16122b',
  accent: '#ede9fe',
} as const;

const FONT_FAMILY = 'Inter';
/**
 * Latin covers Portuguese (ã, ç, é, ô…); Latin Extended the rest of the names staff may type (ł, ő…),
 * under a name of its own: satori takes the other loaded fonts as fallbacks for a missing letter.
 */
const FONT_FILES: { name: string; file: string; weight: 400 | 700 }[] = [
  { name: FONT_FAMILY, file: 'inter-latin-400-normal.woff', weight: 400 },
  { name: FONT_FAMILY, file: 'inter-latin-700-normal.woff', weight: 700 },
  { name: `${FONT_FAMILY} Latin Extended`, file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { name: `${FONT_FAMILY} Latin Extended`, file: 'inter-latin-ext-700-normal.woff', weight: 700 },
];

/** The files ship with @fontsource/inter: no network, no system fonts. */
async function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  return Promise.all(
    FONT_FILES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  );
}

/** A box of satori's tree: React's element shape, without React. */
interface Box {
  type: 'div';
  key: null;
  props: { style: Record<string, string | number>; children?: (Box | string)[] | Box | string };
}

function box(style: Box['props']['style'], children?: Box['props']['children']): Box {
  return { type: 'div', key: null, props: children === undefined ? { style } : { style, children } };
}

const PADDING_X = 80;
const TEXT_WIDTH = OG_IMAGE_SIZE.width - 2 * PADDING_X;
/** The height left to the headline between the name and the date. */
const HEADLINE_HEIGHT = 300;
const HEADLINE_LINE_HEIGHT = 1.12;
/** Inter Bold's mean advance is a little over half an em; wrapping at word ends wastes some more. */
const EM_PER_CHARACTER = 0.58;

/**
 * The largest size at which the headline, wrapped at words, fits its height; at the smallest size a
 * headline still too long ends in an ellipsis (lineClamp) rather than leave the picture.
 */
export function headlineSize(headline: string): { fontSize: number; lines: number } {
  const sizes = [84, 76, 68, 60, 54, 48, 42];
  for (const fontSize of sizes) {
    const lines = Math.floor(HEADLINE_HEIGHT / (fontSize * HEADLINE_LINE_HEIGHT));
    const perLine = Math.floor(TEXT_WIDTH / (fontSize * EM_PER_CHARACTER));
    if (wrappedLines(headline, perLine) <= lines) return { fontSize, lines };
  }
  const fontSize = sizes[sizes.length - 1] as number;
  return { fontSize, lines: Math.floor(HEADLINE_HEIGHT / (fontSize * HEADLINE_LINE_HEIGHT)) };
}

/** How many lines the words take at `perLine` characters a line (a longer word takes its own lines). */
function wrappedLines(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = [...word].length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= perLine) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    lines += Math.ceil(length / perLine) - 1;
    used = length % perLine || perLine;
  }
  return lines;
}

/**
 * Emoji and their joiners: the fonts have none, and a box where a glyph should be looks broken.
 * ©, ® and ™ count as pictographs to Unicode but are Inter's letters.
 */
const NO_GLYPH =
  /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** The words as the fonts can draw them. */
export function drawableText(text: string): string {
  return text.replace(NO_GLYPH, '').replace(/\s+/g, ' ').trim();
}

function cardTree(words: OgCard): Box {
  const card = {
    name: drawableText(words.name),
    headline: drawableText(words.headline),
    when: drawableText(words.when),
  };
  const { fontSize, lines } = headlineSize(card.headline);
  const oneLine = { lineClamp: 1, overflow: 'hidden', textOverflow: 'ellipsis' };
  return box(
    {
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      backgroundImage: `linear-gradient(160deg, ${COLOURS.surface} 0%, ${COLOURS.bg} 75%)`,
      fontFamily: FONT_FAMILY,
      color: COLOURS.text,
      // A word longer than a line is broken rather than cut.
      overflowWrap: 'break-word',
    },
    [
      // The site's theme colour along the top, and a soft disc of its light tint behind the words.
      box({
        position: 'absolute',
        top: -220,
        right: -180,
        width: 620,
        height: 620,
        borderRadius: 310,
        backgroundColor: COLOURS.accent,
      }),
      box({
        position: 'absolute',
        top: 0,
        left: 0,
        width: OG_IMAGE_SIZE.width,
        height: 16,
        backgroundColor: COLOURS.primary,
      }),
      box(
        {
          // Positioned, so it is painted above the disc, as a browser would.
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          padding: `64px ${PADDING_X}px 56px`,
        },
        [
          box(
            {
              display: 'block',
              width: TEXT_WIDTH,
              fontSize: 30,
              fontWeight: 700,
              letterSpacing: '0.04em',
              textTransform: 'uppercase',
              color: COLOURS.primary,
              ...oneLine,
            },
            card.name,
          ),
          box({ display: 'flex', flexGrow: 1, alignItems: 'center' }, [
            box(
              {
                display: 'block',
                width: TEXT_WIDTH,
                maxHeight: HEADLINE_HEIGHT,
                fontSize,
                fontWeight: 700,
                lineHeight: HEADLINE_LINE_HEIGHT,
                letterSpacing: '-0.01em',
                lineClamp: lines,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              },
              card.headline,
            ),
          ]),
          box({ display: 'flex' }, [
            box(
              {
                display: 'block',
                maxWidth: TEXT_WIDTH,
                padding: '14px 28px',
                borderRadius: 999,
                backgroundColor: COLOURS.primary,
                color: COLOURS.onPrimary,
                fontSize: 30,
                fontWeight: 700,
                ...oneLine,
              },
              card.when,
            ),
          ]),
        ],
      ),
    ],
  );
}

/** The card as a 1200×630 PNG. */
export async function drawCard(card: OgCard): Promise<Buffer> {
  const svg = await satori(cardTree(card), { ...OG_IMAGE_SIZE, fonts: await loadFonts() });
  // The text is paths already: resvg needs no fonts.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** As a process: the card on standard input, the PNG on standard output. */
async function main(): Promise<void> {
  const card = JSON.parse(await text(process.stdin)) as OgCard;
  process.stdout.write(await drawCard(card));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
