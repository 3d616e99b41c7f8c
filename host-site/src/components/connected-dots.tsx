// The thank-you page's backdrop: drifting dots joined by faint lines; one still frame when the
// visitor prefers reduced motion.
import { useEffect, useRef } from 'react';

const DOTS_PER_PIXEL = 1 / 14_000;
const LINK_DISTANCE = 130;
const SPEED = 0.25;

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

function draw(context: CanvasRenderingContext2D, dots: Dot[], color: string) {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  context.strokeStyle = color;
  for (const [index, dot] of dots.entries()) {
    context.globalAlpha = 0.55;
    context.beginPath();
    context.arc(dot.x, dot.y, 2, 0, Math.PI * 2);
    context.fill();
    for (const other of dots.slice(index + 1)) {
      const distance = Math.hypot(dot.x - other.x, dot.y - other.y);
      if (distance > LINK_DISTANCE) continue;
      context.globalAlpha = 0.25 * (1 - distance / LINK_DISTANCE);
      context.beginPath();
      context.moveTo(dot.x, dot.y);
      context.lineTo(other.x, other.y);
      context.stroke();
    }
  }
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
    const animate = () => {
      move(dots, canvas.width, canvas.height);
      draw(context, dots, color);
      frame = requestAnimationFrame(animate);
    };

    resize();
    window.addEventListener('resize', resize);
    if (!still) frame = requestAnimationFrame(animate);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, []);

  return (
    <div className="connected-dots" aria-hidden="true">
      <canvas ref={canvasRef} />
    </div>
  );
}
