import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShown, openTarget } from './visible-widget.ts';

const TAG = 'funil-lead-capture';

afterEach(() => {
  document.body.innerHTML = '';
});

function elementIn(html: string): HTMLElement {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>(TAG);
  if (!element) throw new Error('fixture without the element');
  return element;
}

describe('isShown', () => {
  it('is false for the hidden attribute and an inline display:none, whatever the browser', () => {
    expect(isShown(elementIn(`<${TAG} hidden></${TAG}>`))).toBe(false);
    expect(isShown(elementIn(`<${TAG} style="display: none"></${TAG}>`))).toBe(false);
    expect(isShown(document.createElement(TAG))).toBe(false);
  });

  it('asks checkVisibility, visibility:hidden included, where the browser has it', () => {
    const element = elementIn(`<div><${TAG}></${TAG}></div>`);
    const check = vi.fn(() => false);
    Object.assign(element, { checkVisibility: check });
    expect(isShown(element)).toBe(false);
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ visibilityProperty: true }));
    check.mockReturnValue(true);
    expect(isShown(element)).toBe(true);
  });

  it('without checkVisibility, is false when the element has no box', () => {
    const element = elementIn(`<${TAG}></${TAG}>`);
    Object.assign(element, { checkVisibility: undefined });
    const rects = vi.spyOn(element, 'getClientRects');
    rects.mockReturnValue([] as unknown as DOMRectList);
    expect(isShown(element)).toBe(false);
    rects.mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    expect(isShown(element)).toBe(true);
  });
});

describe('openTarget', () => {
  /** happy-dom lays nothing out: an element counts as visible unless it or an ancestor is hidden. */
  function layOut() {
    for (const element of document.querySelectorAll<HTMLElement>(TAG)) {
      Object.assign(element, { checkVisibility: () => !element.closest('[hidden]') });
    }
  }

  it('picks the first visible element, skipping one in a hidden container', () => {
    document.body.innerHTML = `<div hidden><${TAG} id="a"></${TAG}></div><${TAG} id="b"></${TAG}>`;
    layOut();
    expect(openTarget(TAG)().id).toBe('b');
  });

  it('creates one detached no-button element when none is visible, and reuses it', () => {
    document.body.innerHTML = `<div hidden><${TAG}></${TAG}></div><${TAG} hidden></${TAG}>`;
    layOut();
    const target = openTarget(TAG);
    const first = target();
    expect(first.hasAttribute('no-button')).toBe(true);
    expect(first.parentElement).toBe(document.body);
    layOut();
    expect(target()).toBe(first);
    expect(document.querySelectorAll(TAG)).toHaveLength(3);
  });

  it('puts the same detached element back when the page removed it', () => {
    const target = openTarget(TAG);
    const first = target();
    first.remove();
    expect(target()).toBe(first);
    expect(first.isConnected).toBe(true);
    expect(document.querySelectorAll(TAG)).toHaveLength(1);
  });

  it('prefers an element of the page that became visible over the detached one', () => {
    document.body.innerHTML = `<div hidden id="box"><${TAG} id="page"></${TAG}></div>`;
    layOut();
    const target = openTarget(TAG);
    const detached = target();
    document.getElementById('box')?.removeAttribute('hidden');
    layOut();
    expect(target().id).toBe('page');
    expect(detached.isConnected).toBe(true);
  });
});
