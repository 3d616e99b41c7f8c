// What a partner pastes on its site (README, admin partners page): the capture button, the chunk
// preload, the `window.Funil` stub that queues calls until the loader arrives, and the async loader
// with the API origin and the partner's code (decision 0005, "Loading as a guest").

/**
 * The stub: each method queues [name, arguments] and returns a function that cancels the call, or,
 * once the loader replayed an `on`, stops that subscription (widgets/src/loader/command-queue.ts).
 */
export const FUNIL_STUB =
  "window.Funil=window.Funil||(f=>{const q=[];f.q=q;for(const m of['open','close','on','identify','track'])f[m]=(...a)=>{const c=[m,a];q.push(c);return()=>{c.d=1;c.u?.()}};return f})({});";

export function partnerEmbedSnippet(siteOrigin: string, code: string): string {
  return [
    '<funil-lead-capture label="Quero participar"></funil-lead-capture>',
    `<link rel="modulepreload" href="${siteOrigin}/embed/lead-capture.js" crossorigin>`,
    `<script>${FUNIL_STUB}</script>`,
    `<script async src="${siteOrigin}/embed.js" data-api="${siteOrigin}" data-partner="${code}"></script>`,
  ].join('\n');
}
