// The 404 answer for a path the site has no page at: the site's own index.html (so the app boots and
// tracks the NotFound view as on any other page) with the spec's not-found page already written in,
// for crawlers, link checkers and a visitor whose script has not run.
import { NOT_FOUND_COPY } from '@funil/core/not-found';

const ROOT = '<div id="root"></div>';

export function notFoundHtml(indexHtml: string): string {
  const { title, description, heading, message, homeLink } = NOT_FOUND_COPY;
  const head = `<title>${title}</title><meta name="description" content="${description}" /><meta name="robots" content="noindex" />`;
  const page = `<div id="root"><main class="page not-found"><h1>${heading}</h1><p class="lead">${message}</p><a href="/" class="cta">${homeLink}</a></main></div>`;
  const withHead = indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${head}</head>`) : indexHtml;
  return withHead.includes(ROOT) ? withHead.replace(ROOT, page) : `${withHead}${page}`;
}
