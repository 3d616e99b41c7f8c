import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline, firstName, hasLetter, withoutLoneSurrogates } from './text.ts';

describe('cleanLine', () => {
  it('drops NUL, controls and whole terminal escape sequences', () => {
    expect(cleanLine('\u0000A\u0007n\u007Fa\u0085')).toBe('Ana');
    expect(cleanLine('\u001b[31mAna\u001b[0m \u001b]0;título\u0007Souza')).toBe('Ana Souza');
    expect(cleanLine('\u001b[1;31m\u001b[0m')).toBe('');
  });

  it('knows every ECMA-48 escape shape, 7-bit and 8-bit', () => {
    expect(cleanLine('\u009b31mAna\u009b0m')).toBe('Ana');
    expect(cleanLine('\u001bPq#0;2;0;0;0\u001b\\Ana')).toBe('Ana');
    expect(cleanLine('Ana\u001b]8;;https://x.example\u009cSouza')).toBe('AnaSouza');
    expect(cleanLine('\u001b7Ana\u001b8\u001b(0\u001b#8')).toBe('Ana');
    expect(cleanLine('\u001b[?25l\u001b[2 qAna')).toBe('Ana');
    // An unterminated control string has nothing a person typed after it.
    expect(cleanLine('Ana\u001b]0;título sem fim')).toBe('Ana');
  });

  it('drops bidi controls and zero-width characters', () => {
    expect(cleanLine('\u202EanA\u202C')).toBe('anA');
    expect(cleanLine('A\u200Bn\u200Ca\u200D\u2060\uFEFF\u00AD\u2066\u2069')).toBe('Ana');
    expect(cleanLine('\u200B\u200B\u202E')).toBe('');
  });

  // Issue 27, reproduction 4: "\ud800Ana Silva" reached PostgreSQL's JSON and SQLite's text as is.
  it('drops lone surrogates and keeps whole pairs', () => {
    expect(cleanLine('\ud800Ana Silva')).toBe('Ana Silva');
    expect(cleanLine('Ana\udfff \udc00Silva\ud83d')).toBe('Ana Silva');
    expect(cleanLine('\ud83dAna 😀 \ude00')).toBe('Ana 😀 ');
    expect(cleanMultiline('linha\ud800\nlinha')).toBe('linha\nlinha');
    expect(withoutLoneSurrogates('\udbff\udbff\udfff')).toBe('\udbff\udfff');
  });

  it('keeps the joiner inside an emoji sequence', () => {
    expect(cleanLine('Ana 👩‍💻')).toBe('Ana 👩‍💻');
    expect(cleanLine('Ana 🏳️‍🌈')).toBe('Ana 🏳️‍🌈');
  });

  it('turns line breaks and tabs into spaces', () => {
    expect(cleanLine('Ana\r\nSouza\tSilva\u2028Lima')).toBe('Ana Souza Silva Lima');
  });

  it('composes accents (NFC), so the same name is stored the same way', () => {
    const decomposed = 'Jose\u0301 Conceic\u0327a\u0303o';
    expect(cleanLine(decomposed)).toBe('José Conceição');
    expect(cleanLine(decomposed)).toHaveLength('José Conceição'.length);
  });

  it('leaves ordinary Portuguese text alone', () => {
    const text = 'Maria da Conceição — “IA na prática”, 100% ✨';
    expect(cleanLine(text)).toBe(text);
  });
});

describe('cleanMultiline', () => {
  it('keeps line breaks (as \\n) and tabs, and drops the rest as cleanLine does', () => {
    expect(cleanMultiline('Ligar\r\namanhã\u0000\n\tàs 10h\u202E\u001b[2J')).toBe('Ligar\namanhã\n\tàs 10h');
  });
});

describe('hasLetter', () => {
  it('wants one letter of any script', () => {
    for (const name of ['Ana', 'é', 'Ñ', 'Жанна', '李', 'أحمد', 'x1'])
      expect(hasLetter(name), name).toBe(true);
    for (const name of ['', ' ', '123', '!!!', '😀', '-.-']) expect(hasLetter(name), name).toBe(false);
  });
});

describe('firstName', () => {
  it('is the first word of the name as shown, or empty', () => {
    expect(firstName('  Ana Maria\tSouza ')).toBe('Ana');
    expect(firstName('\u200BJoão\u202E Silva')).toBe('João');
    expect(firstName('   ')).toBe('');
  });
});
