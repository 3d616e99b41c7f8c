import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseRichText, plainText, safeHref, textBlocks, textLines } from './rich-text.ts';

describe('parseRichText', () => {
  it('reads plain text, **bold**, links and line breaks', () => {
    expect(
      parseRichText(
        'Oi, **você**!\nVeja [o site](https://funil.example/a?b=1) ou [escreva](mailto:oi@funil.example).',
      ),
    ).toEqual([
      { type: 'text', text: 'Oi, ' },
      { type: 'bold', text: 'você' },
      { type: 'text', text: '!' },
      { type: 'break' },
      { type: 'text', text: 'Veja ' },
      { type: 'link', text: 'o site', href: 'https://funil.example/a?b=1' },
      { type: 'text', text: ' ou ' },
      { type: 'link', text: 'escreva', href: 'mailto:oi@funil.example' },
      { type: 'text', text: '.' },
    ]);
    expect(parseRichText('a\r\nb')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'break' },
      { type: 'text', text: 'b' },
    ]);
  });

  it('keeps markup that does not close, and HTML, as literal text', () => {
    expect(parseRichText('<script>alert(1)</script> **sem fim')).toEqual([
      { type: 'text', text: '<script>alert(1)</script> **sem fim' },
    ]);
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(parseRichText('****, [sem link], [vazio]() e [quebra\n](https://a.example)')).toEqual([
      { type: 'text', text: '****, [sem link], [vazio]() e [quebra' },
      { type: 'break' },
      { type: 'text', text: '](https://a.example)' },
    ]);
  });

  it('never makes a link of javascript:, data:, http: or relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://funil.example',
      '/admin',
      '//evil.example',
      'https://user:senha@funil.example',
      'mailto:x',
    ]) {
      const segments = parseRichText(`[clique](${href})`);
      expect(
        segments.every((segment) => segment.type === 'text'),
        href,
      ).toBe(true);
      expect(segments.map((segment) => (segment.type === 'text' ? segment.text : '')).join('')).toBe(
        `[clique](${href})`,
      );
    }
  });

  it('puts values in after reading the markup, so a value never becomes markup', () => {
    expect(
      parseRichText('**{nome}**, veja [{programa}](https://a.example/{nome})', {
        nome: '[x](https://evil.example)',
        programa: 'IA NA PRÁTICA',
      }),
    ).toEqual([
      { type: 'bold', text: '[x](https://evil.example)' },
      { type: 'text', text: ', veja ' },
      { type: 'link', text: 'IA NA PRÁTICA', href: 'https://a.example/{nome}' },
    ]);
  });
});

describe('placeholders', () => {
  it('fills the names given and leaves the others as typed', () => {
    expect(fillPlaceholders('{nome}, {desconhecido} e {constructor}', { nome: 'Ana' })).toBe(
      'Ana, {desconhecido} e {constructor}',
    );
  });
});

describe('safeHref', () => {
  it('accepts https with a host and plain mailto only', () => {
    expect(safeHref('https://chat.whatsapp.com/Abc')).toBe('https://chat.whatsapp.com/Abc');
    expect(safeHref('mailto:suporte@funil.example')).toBe('mailto:suporte@funil.example');
    expect(safeHref('https://funil.example:8443/a?b=1#c')).toBe('https://funil.example:8443/a?b=1#c');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('https://localhost')).toBeNull();
    expect(safeHref('https://evil.example\\@funil.example')).toBeNull();
    expect(safeHref('https://funil.example@evil.example')).toBeNull();
    expect(safeHref('ftp://funil.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('javascript://funil.example/%0Aalert(1)')).toBeNull();
  });
});

describe('plainText, textLines and textBlocks', () => {
  it('gives the words alone, one line', () => {
    expect(plainText('**Oi** {nome},\n[veja](https://a.example)', { nome: 'Ana' })).toBe('Oi Ana, veja');
  });

  it('splits a list per line and titled items per blank line', () => {
    expect(textLines(' um \n\n dois\r\n')).toEqual(['um', 'dois']);
    expect(textBlocks('Título 1\nTexto\nmais texto\n \nTítulo 2\n\n\nTítulo 3\nTexto 3')).toEqual([
      { title: 'Título 1', text: 'Texto\nmais texto' },
      { title: 'Título 2', text: '' },
      { title: 'Título 3', text: 'Texto 3' },
    ]);
  });
});
