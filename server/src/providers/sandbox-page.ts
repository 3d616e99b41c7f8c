// The frame of the sandboxes' own pages (the test checkout, the test WhatsApp): one inline style,
// allowed by its hash in the Content-Security-Policy, and a banner that says it is not the real thing.
import { createHash } from 'node:crypto';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type SandboxPage = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The hash app.ts lists in the Content-Security-Policy for a sandbox page's one inline style. */
export function styleHash(style: string): string {
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}

export function sandboxPage(page: {
  title: string;
  style: string;
  banner: unknown;
  body: unknown;
}): SandboxPage {
  return html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${page.title} — ambiente de teste</title>
    <style>${page.style}</style>
  </head>
  <body>
    <main>
      <p class="banner" role="note">${page.banner}</p>
      ${page.body}
    </main>
  </body>
</html>`;
}
