// Text as people type it, cleaned by one rule in the browser and on the server (no zod here: the
// widgets import it).

/**
 * Terminal escape sequences whole, as ECMA-48 shapes them, so no '[31m' is left once ESC goes:
 * CSI (ESC [ or 0x9B, parameters, intermediates, a final byte); the control strings OSC, DCS, SOS,
 * PM and APC up to their terminator (BEL, ESC \ or 0x9C) or the end; any other ESC sequence.
 * Written here rather than taken from ansi-regex, whose pattern would cost the lead modal a good
 * part of what is left of its size budget.
 */
const ANSI_SEQUENCES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what it removes.
  /(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]|(?:\u001B[\]PX^_]|[\u0090\u0098\u009D-\u009F])[^\u0007\u001B\u009C]*(?:\u0007|\u001B\\|\u009C)?|\u001B[\u0020-\u002F]*[\u0030-\u007E]/g;
/** Bidi marks, embeddings, overrides and isolates: they make a name display as some other text. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width and invisible characters (soft hyphen, ZWSP, ZWNJ, word joiner, invisible operators, BOM). */
const INVISIBLES = /[\u00AD\u180E\u200B\u200C\u2060-\u2064\uFEFF]/g;
/** A zero-width joiner, except between two pictographs, where it builds an emoji (👩‍💻). */
const LONE_JOINERS = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
/**
 * Half of a UTF-16 pair without its other half (JSON's "\ud800"): no character at all, invalid
 * UTF-8 once stored (PostgreSQL refuses it in JSON, SQLite keeps bytes that read back as "�"). In
 * a u-regex a whole pair is one code point outside Cs, so \p{Cs} matches only the lone halves.
 */
const LONE_SURROGATES = /\p{Cs}/gu;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;
/** C0 controls (NUL, ESC…), DEL, C1 controls and lone surrogates (LONE_SURROGATES). */
const CONTROLS = /[\p{Cc}\p{Cs}]/gu;
/** The same, less the tab and the line feed a multi-line note keeps. */
const CONTROLS_BUT_TAB_AND_NEWLINE = /(?![\t\n])[\p{Cc}\p{Cs}]/gu;
const LETTER = /\p{L}/u;

/** Any text without lone surrogates; the server applies it to every string and key of a JSON body. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '');
}

function withoutInvisibles(text: string): string {
  return text
    .replace(ANSI_SEQUENCES, '')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLES, '')
    .replace(LONE_JOINERS, '');
}

/** One line (a name, a page title): breaks and tabs become spaces, every other control goes, NFC. */
export function cleanLine(text: string): string {
  return withoutInvisibles(text)
    .replace(LINE_BREAKS, ' ')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .normalize('NFC');
}

/** Several lines (a staff note): line breaks become '\n' and stay, as do tabs; the rest as cleanLine. */
export function cleanMultiline(text: string): string {
  return withoutInvisibles(text)
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS_BUT_TAB_AND_NEWLINE, '')
    .normalize('NFC');
}

/** A person's name has at least one letter, in any script: '123' or '!!!' is not a name. */
export function hasLetter(text: string): boolean {
  return LETTER.test(text);
}

/**
 * 'Ana Maria Souza' → 'Ana': the spec's first name is the first space-separated word of the name as
 * cleaned for display; '' when there is none, so each caller says what a nameless greeting reads.
 */
export function firstName(name: string): string {
  return cleanLine(name).trim().split(/\s+/)[0] ?? '';
}
