// Size budgets of the script-tag delivery (issue 4), summed over the files a browser downloads.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export interface Budget {
  name: string;
  /** Gzip bytes allowed for the files together. */
  maxGzip: number;
  files: string[];
}

const KB = 1024;

/** The static imports of an ES module, followed to their own imports: what loading it costs. */
export function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(path, 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      const specifier = match[1];
      if (specifier) visit(normalize(join(dirname(path), specifier)));
    }
  };
  visit(entry);
  return [...seen];
}

export function embedBudgets(widgetsDist: string): Budget[] {
  const loader = join(widgetsDist, 'embed.js');
  const chunks = readdirSync(join(widgetsDist, 'embed'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(widgetsDist, 'embed', name));
  return [
    {
      // Issue 32 moved the lead button's first render into the loader (its element and the button's
      // stylesheet, 1.5 KB), so the button works after one Funil request: 7.5 KB measured, from 6.0 KB.
      name: 'loader + tracker + lead button (embed.js)',
      maxGzip: 8 * KB,
      files: [loader],
    },
    {
      name: 'lead modal with the phone input',
      maxGzip: 57 * KB,
      files: importClosure(join(widgetsDist, 'embed', 'lead-capture.js')),
    },
    {
      // Issue 30 brought the quote, the PIX form and the QR view (the QR is the server's PNG, no
      // library): 27.2 KB measured with the chunks it shares, from 20.8 KB; 1 KB of room for copy.
      name: 'payment modal with the PIX charge',
      maxGzip: 28 * KB,
      files: importClosure(join(widgetsDist, 'embed', 'payment.js')),
    },
    {
      // Issue 32: the button's stylesheet base (tokens, theme) is now sent twice, once for the button
      // in the loader and once in the modal's chunk: 81.0 KB measured, from 79.6 KB.
      name: 'all widgets (loader and every chunk)',
      maxGzip: 82 * KB,
      files: [loader, ...chunks],
    },
  ];
}
