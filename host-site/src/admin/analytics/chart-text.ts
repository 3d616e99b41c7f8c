// Text on a chart's canvas, measured before it is drawn, so axes are sized to their labels and a long
// label is wrapped or shortened rather than drawn over its neighbour or past the chart's edge.

/** Width in CSS pixels of a text in the charts' font. */
export type Measure = (text: string) => number;

export const CHART_FONT_PX = 12;
export const CHART_FONT = `${CHART_FONT_PX}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
/** Line height of multi-line labels, as a multiple of the font size (uPlot's axis lineGap). */
export const LINE_GAP = 1.3;

let context: CanvasRenderingContext2D | null | undefined;

/** Measures with a canvas of its own, never one a chart draws on. */
export function canvasMeasure(): Measure {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (!ctx) return (text) => text.length * CHART_FONT_PX * 0.6;
  return (text) => {
    ctx.font = CHART_FONT;
    return ctx.measureText(text).width;
  };
}

export function widest(texts: readonly string[], measure: Measure): number {
  return texts.reduce((max, text) => Math.max(max, ...text.split('\n').map(measure)), 0);
}

/**
 * A label in at most `maxLines` lines of at most `maxWidth` pixels: broken after spaces, hyphens,
 * slashes and underscores (campaign names and paths have no spaces), the last line ending in '…'
 * when the rest does not fit.
 */
export function fitLabel(text: string, maxWidth: number, measure: Measure, maxLines = 2): string {
  if (measure(text) <= maxWidth) return text;
  const pieces = text.match(/[^\s\-/_]+[\s\-/_]*|[\s\-/_]+/g) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line + piece;
    if (measure(candidate.trimEnd()) <= maxWidth || line === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
  }
  lines.push(line.trimEnd());
  const kept = lines.slice(0, maxLines).map((kept) => shorten(kept, maxWidth, measure));
  if (lines.length > maxLines) {
    const last = kept.length - 1;
    kept[last] = shorten(`${(kept[last] ?? '').replace(/…$/, '')}…`, maxWidth, measure, true);
  }
  return kept.join('\n');
}

/** One line cut to fit with '…'; `forced` keeps the '…' even when the line fits. */
function shorten(line: string, maxWidth: number, measure: Measure, forced = false): string {
  if (measure(line) <= maxWidth && !(forced && !line.endsWith('…'))) return line;
  let base = line.replace(/…$/, '');
  while (base.length > 1 && measure(`${base.trimEnd()}…`) > maxWidth) base = base.slice(0, -1);
  return `${base.trimEnd()}…`;
}
