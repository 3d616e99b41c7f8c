// What charts paint on their canvases, recorded from the page's own 2D context calls: every text with
// the box it covers and every filled rectangle (a bar), in CSS pixels of the page. Installed before
// any script of the page runs, so it sees what a person sees, whatever library draws it.
import type { Page } from '@playwright/test';

/** A painted text's four corners (it may be rotated), in CSS pixels of the viewport. */
export interface PaintedText {
  text: string;
  corners: [number, number][];
}
export interface PaintedCanvas {
  /** The canvas's own box in the viewport. */
  box: { left: number; top: number; right: number; bottom: number };
  texts: PaintedText[];
  /** Filled rectangles (bars), as widths and heights in CSS pixels. */
  rects: { width: number; height: number }[];
}

declare global {
  interface Window {
    __painted?: (canvas: HTMLCanvasElement) => PaintedCanvas;
  }
}

export async function recordPaintedCanvases(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Corner = [number, number];
    const texts = new WeakMap<HTMLCanvasElement, { text: string; corners: Corner[] }[]>();
    const rects = new WeakMap<HTMLCanvasElement, { width: number; height: number }[]>();
    const pathRects = new WeakMap<Path2D, [number, number, number, number][]>();
    const context = CanvasRenderingContext2D.prototype;

    const transform = (ctx: CanvasRenderingContext2D, x: number, y: number): Corner => {
      const m = ctx.getTransform();
      return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
    };

    const { fillText, clearRect, fill } = context;
    context.fillText = function (
      this: CanvasRenderingContext2D,
      text: string,
      x: number,
      y: number,
      max?: number,
    ) {
      const m = this.measureText(text);
      const left = x - m.actualBoundingBoxLeft;
      const right = x + m.actualBoundingBoxRight;
      const top = y - m.actualBoundingBoxAscent;
      const bottom = y + m.actualBoundingBoxDescent;
      const list = texts.get(this.canvas) ?? [];
      list.push({
        text,
        corners: [
          transform(this, left, top),
          transform(this, right, top),
          transform(this, right, bottom),
          transform(this, left, bottom),
        ],
      });
      texts.set(this.canvas, list);
      return max === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, max);
    };
    // A whole-canvas clear starts a new picture: what was painted before is gone.
    context.clearRect = function (
      this: CanvasRenderingContext2D,
      x: number,
      y: number,
      w: number,
      h: number,
    ) {
      if (x <= 0 && y <= 0 && x + w >= this.canvas.width && y + h >= this.canvas.height) {
        texts.set(this.canvas, []);
        rects.set(this.canvas, []);
      }
      return clearRect.call(this, x, y, w, h);
    };
    const { rect } = Path2D.prototype;
    Path2D.prototype.rect = function (this: Path2D, x: number, y: number, w: number, h: number) {
      const list = pathRects.get(this) ?? [];
      list.push([x, y, w, h]);
      pathRects.set(this, list);
      return rect.call(this, x, y, w, h);
    };
    context.fill = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      const path = args[0];
      if (path instanceof Path2D) {
        const list = rects.get(this.canvas) ?? [];
        for (const [x, y, w, h] of pathRects.get(path) ?? []) {
          const [x0, y0] = transform(this, x, y);
          const [x1, y1] = transform(this, x + w, y + h);
          list.push({ width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) });
        }
        rects.set(this.canvas, list);
      }
      return (fill as (...a: unknown[]) => void).apply(this, args);
    };

    window.__painted = (canvas) => {
      const box = canvas.getBoundingClientRect();
      const sx = box.width / canvas.width;
      const sy = box.height / canvas.height;
      return {
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        texts: (texts.get(canvas) ?? []).map(({ text, corners }) => ({
          text,
          corners: corners.map(([x, y]) => [box.left + x * sx, box.top + y * sy] as Corner),
        })),
        rects: (rects.get(canvas) ?? []).map(({ width, height }) => ({
          width: width * sx,
          height: height * sy,
        })),
      };
    };
  });
}

/** Whether two convex quadrilaterals overlap by more than `slack` pixels (separating axis test). */
export function overlaps(a: [number, number][], b: [number, number][], slack = 0.5): boolean {
  for (const shape of [a, b]) {
    for (let i = 0; i < shape.length; i += 1) {
      const [x0, y0] = shape[i] as [number, number];
      const [x1, y1] = shape[(i + 1) % shape.length] as [number, number];
      const length = Math.hypot(x1 - x0, y1 - y0) || 1;
      const axis: [number, number] = [(y0 - y1) / length, (x1 - x0) / length];
      const project = (points: [number, number][]) => points.map(([x, y]) => x * axis[0] + y * axis[1]);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) - slack <= Math.min(...pb) || Math.max(...pb) - slack <= Math.min(...pa)) {
        return false;
      }
    }
  }
  return true;
}
