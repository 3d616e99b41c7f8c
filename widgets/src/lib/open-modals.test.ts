import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isAnyModalOpen,
  modalClosed,
  modalOpened,
  onOpenModalsChange,
  openModalCount,
} from './open-modals.ts';

const rootStyle = () => document.documentElement.style;

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the page-wide list of open Funil dialogs', () => {
  it('is open while any dialog is, and locks the page scroll from the first to the last', () => {
    const lead = {};
    const exit = {};
    expect(isAnyModalOpen()).toBe(false);

    modalOpened(lead);
    expect(isAnyModalOpen()).toBe(true);
    expect(rootStyle().getPropertyValue('overflow-y')).toBe('hidden');

    modalOpened(exit);
    modalClosed(lead);
    expect(isAnyModalOpen()).toBe(true);
    expect(rootStyle().getPropertyValue('overflow-y')).toBe('hidden');

    modalClosed(exit);
    expect(isAnyModalOpen()).toBe(false);
    expect(rootStyle().getPropertyValue('overflow-y')).toBe('');
  });

  it('gives back the page’s own overflow exactly, !important included', () => {
    rootStyle().setProperty('overflow-y', 'scroll', 'important');
    rootStyle().setProperty('overflow-x', 'clip');
    const token = {};
    modalOpened(token);
    expect(rootStyle().getPropertyValue('overflow-x')).toBe('hidden');
    modalClosed(token);
    expect(rootStyle().getPropertyValue('overflow-y')).toBe('scroll');
    expect(rootStyle().getPropertyPriority('overflow-y')).toBe('important');
    expect(rootStyle().getPropertyValue('overflow-x')).toBe('clip');
    expect(rootStyle().getPropertyPriority('overflow-x')).toBe('');
  });

  it('ignores a dialog closing twice or one it never saw open', () => {
    const open = {};
    modalOpened(open);
    modalClosed({});
    expect(isAnyModalOpen()).toBe(true);
    modalClosed(open);
    modalClosed(open);
    expect(isAnyModalOpen()).toBe(false);
  });

  it('tells its listeners of every change, until they stop listening', () => {
    const counts: number[] = [];
    const stop = onOpenModalsChange(() => counts.push(openModalCount()));
    const first = {};
    const second = {};
    modalOpened(first);
    modalOpened(second);
    modalOpened(second);
    modalClosed(first);
    stop();
    modalClosed(second);
    expect(counts).toEqual([1, 2, 1]);
    expect(isAnyModalOpen()).toBe(false);
  });

  it('is one list for every copy of the module on the page', async () => {
    const token = {};
    modalOpened(token);
    // Another chunk's copy: a fresh module instance reading the same page-wide symbol.
    vi.resetModules();
    const other = await import('./open-modals.ts');
    expect(other.isAnyModalOpen()).toBe(true);
    other.modalClosed(token);
    expect(isAnyModalOpen()).toBe(false);
    expect(rootStyle().getPropertyValue('overflow-y')).toBe('');
  });
});
