// The loader's own <script> tag, where its data-* settings are.

/**
 * document.currentScript while the loader runs (plain, async, defer and inserted classic scripts
 * all set it); where it is null (a module, a shadow tree, a tag manager's copy) the first tag whose
 * src names embed.js.
 */
export function loaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="embed.js"]');
}
