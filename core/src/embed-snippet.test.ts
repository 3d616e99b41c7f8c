import { describe, expect, it } from 'vitest';
import { partnerEmbedSnippet } from './embed-snippet.ts';

describe('the partner embed snippet', () => {
  it('names the origin and the partner code in the preload and the async loader', () => {
    const snippet = partnerEmbedSnippet('https://funil.example', 'loja-da-ana');
    expect(snippet).toContain(
      '<link rel="modulepreload" href="https://funil.example/embed/lead-capture.js" crossorigin>',
    );
    expect(snippet).toContain(
      '<script async src="https://funil.example/embed.js" data-api="https://funil.example" data-partner="loja-da-ana"></script>',
    );
    expect(snippet.startsWith('<funil-lead-capture label="Quero participar"></funil-lead-capture>\n')).toBe(
      true,
    );
  });
});
