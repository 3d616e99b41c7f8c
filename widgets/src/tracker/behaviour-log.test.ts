import { afterEach, describe, expect, it } from 'vitest';
import { createBehaviourLog } from './behaviour-log.ts';

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

function click(target: Element, x = 1, y = 2): MouseEvent {
  const event = new MouseEvent('click', { clientX: x, clientY: y, bubbles: true });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('behaviour log', () => {
  it('records a click with id, text up to 50 characters, type, position and path', () => {
    let now = Date.UTC(2026, 0, 1);
    const log = createBehaviourLog(() => now);
    history.replaceState(null, '', '/ianapratica');
    const button = document.createElement('button');
    button.id = 'comprar';
    button.textContent = `  Quero ${'muito '.repeat(20)} `;
    log.recordClick(click(button, 10, 20));
    now += 1;
    const [record] = log.snapshot().clicks;
    expect(record).toEqual({
      elementId: 'comprar',
      elementText: `Quero ${'muito '.repeat(20)}`.slice(0, 50),
      elementType: 'button',
      timestamp: Date.UTC(2026, 0, 1),
      x: 10,
      y: 20,
      path: '/ianapratica',
    });
    expect(record?.elementText).toHaveLength(50);
  });

  it('keeps the newest 100 clicks and 50 page views', () => {
    const log = createBehaviourLog(() => 0);
    const target = document.createElement('a');
    for (let i = 0; i < 105; i += 1) log.recordClick(click(target, i));
    for (let i = 0; i < 55; i += 1) log.recordPageView();
    const snapshot = log.snapshot();
    expect(snapshot.clicks).toHaveLength(100);
    expect(snapshot.clicks[0]?.x).toBe(5);
    expect(snapshot.pageViews).toHaveLength(50);
  });

  it('measures the time spent on each page view and their sum', () => {
    let now = 1_000;
    const log = createBehaviourLog(() => now);
    log.recordPageView();
    now += 4_000;
    history.replaceState(null, '', '/proposta');
    log.recordPageView();
    now += 1_500;
    const snapshot = log.snapshot();
    expect(snapshot.pageViews.map((view) => view.timeSpent)).toEqual([4_000, 1_500]);
    expect(snapshot.pageViews[1]?.url).toBe('http://localhost:3000/proposta');
    expect(snapshot.timeSpent).toBe(5_500);
  });
});
