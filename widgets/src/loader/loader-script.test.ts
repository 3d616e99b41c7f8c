import { afterEach, describe, expect, it } from 'vitest';
import { loaderScript } from './loader-script.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

// type="text/plain" only keeps happy-dom from trying to download the tags.

describe('loaderScript', () => {
  it('finds the embed.js tag where document.currentScript is null (a module, a tag manager)', () => {
    expect(document.currentScript).toBeNull();
    document.head.innerHTML = `
      <script type="text/plain" src="https://parceiro.example/app.js"></script>
      <script type="text/plain" async src="https://funil.example/embed.js?v=2" data-partner="loja"></script>`;
    expect(loaderScript()?.dataset.partner).toBe('loja');
  });

  it('is null without any embed.js tag, so the config falls back to the page origin', () => {
    document.head.innerHTML = '<script type="text/plain" src="https://parceiro.example/app.js"></script>';
    expect(loaderScript()).toBeNull();
  });
});
