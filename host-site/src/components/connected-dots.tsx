// The thank-you page's backdrop: drifting dots joined by faint lines; one still frame when the
// visitor prefers reduced motion.
import { useEffect, useRef } from 'react';

const DOTS_PER_PIXEL = 1 / 14_000;
const LINK_DISTANCE = 130;
const SPEED = 0.25;
const FRAME_MS = 1000 / 30;
/** The first frame is drawn at once; the drift begins when the page has settled. */
const START_DELAY_MS = 1_500;

interface Dot {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

function scatter(width: number, height: number): Dot[] {
  const count = Math.max(24, Math.round(width * height * DOTS_PER_PIXEL));
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    dx: (Math.random() - 0.5) * SPEED * 2,
    dy: (Math.random() - 0.5) * SPEED * 2,
  }));
}

/** Line opacity steps: one path per step keeps a frame to a handful of canvas calls. */
const LINK_SHADES = 4;

function draw(context: CanvasRenderingContext2D, dots: Dot[], color: string) {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  context.strokeStyle = color;
  const links = Array.from({ length: LINK_SHADES }, () => new Path2D());
  const points = new Path2D();
  for (let index = 0; index < dots.length; index += 1) {
    const dot = dots[index] as Dot;
    points.moveTo(dot.x + 2, dot.y);
    points.arc(dot.x, dot.y, 2, 0, Math.PI * 2);
    for (let next = index + 1; next < dots.length; next += 1) {
      const other = dots[next] as Dot;
      const distance = Math.hypot(dot.x - other.x, dot.y - other.y);
      if (distance > LINK_DISTANCE) continue;
      // Closer dots get a stronger line, as before, in a few steps instead of a shade per line.
      const shade = Math.min(LINK_SHADES - 1, Math.floor((1 - distance / LINK_DISTANCE) * LINK_SHADES));
      links[shade]?.moveTo(dot.x, dot.y);
      links[shade]?.lineTo(other.x, other.y);
    }
  }
  for (const [shade, path] of links.entries()) {
    context.globalAlpha = (0.25 * (shade + 1)) / LINK_SHADES;
    context.stroke(path);
  }
  context.globalAlpha = 0.55;
  context.fill(points);
}

function move(dots: Dot[], width: number, height: number) {
  for (const dot of dots) {
    dot.x += dot.dx;
    dot.y += dot.dy;
    if (dot.x < 0 || dot.x > width) dot.dx *= -1;
    if (dot.y < 0 || dot.y > height) dot.dy *= -1;
  }
}

export function ConnectedDots() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const color = getComputedStyle(canvas).color;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let dots: Dot[] = [];
    let frame = 0;

    const resize = () => {
      canvas.width = canvas.clientWidth;
      canvas.height = canvas.clientHeight;
      dots = scatter(canvas.width, canvas.height);
      draw(context, dots, color);
    };
    // A slow drift reads the same at 30 frames a second and costs half the main thread of 60.
    let drawnAt = 0;
    const animate = (time: number) => {
      frame = requestAnimationFrame(animate);
      if (time - drawnAt < FRAME_MS) return;
      drawnAt = time;
      move(dots, canvas.width, canvas.height);
      move(dots, canvas.width, canvas.height);
      draw(context, dots, color);
    };

    let delay: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (!still) delay = setTimeout(() => (frame = requestAnimationFrame(animate)), START_DELAY_MS);
    };

    resize();
    window.addEventListener('resize', resize);
    // The motion starts after the load: it must never compete with the page's first paint.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(delay);
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      window.removeEventListener('load', start);
    };
  }, []);

  return (
    <div className="connected-dots" aria-hidden="true">
      <canvas ref={canvasRef} />
    </div>
  );
}
