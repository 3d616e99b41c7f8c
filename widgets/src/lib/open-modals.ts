// Which Funil dialogs are open on this page, whatever delivered them: each embed chunk bundles its
// own copy of this module and the host site has another, so the list lives on a page-wide symbol
// (as in embed-context.ts). The exit popup waits while any is open; the page's scroll is locked.
import { useEffect } from 'react';
import { lockPageScroll } from './scroll-lock.ts';

const OPEN_MODALS = Symbol.for('funil.openModals');

interface OpenModals {
  /** One token per open dialog. */
  readonly open: Set<object>;
  /** Called after every change, from whichever copy made it. */
  readonly listeners: Set<() => void>;
  /** Undoes the scroll lock; set while any dialog is open, callable from any copy. */
  unlock: (() => void) | null;
}

type PageGlobal = typeof globalThis & { [OPEN_MODALS]?: OpenModals };

function registry(): OpenModals {
  const page = globalThis as PageGlobal;
  page[OPEN_MODALS] ??= { open: new Set(), listeners: new Set(), unlock: null };
  return page[OPEN_MODALS];
}

/** A dialog opened: the first one locks the page's scroll. */
export function modalOpened(token: object): void {
  const modals = registry();
  if (modals.open.has(token)) return;
  modals.open.add(token);
  modals.unlock ??= lockPageScroll();
  notify(modals);
}

/** A dialog closed: the last one gives the page its scroll back, as it was. */
export function modalClosed(token: object): void {
  const modals = registry();
  if (!modals.open.delete(token)) return;
  if (modals.open.size === 0) {
    const unlock = modals.unlock;
    modals.unlock = null;
    unlock?.();
  }
  notify(modals);
}

export function openModalCount(): number {
  return registry().open.size;
}

export function isAnyModalOpen(): boolean {
  return openModalCount() > 0;
}

/** Calls `listener` after any Funil dialog on the page opens or closes; returns the unsubscribe. */
export function onOpenModalsChange(listener: () => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(modals: OpenModals): void {
  for (const listener of [...modals.listeners]) listener();
}

/** Counts the calling dialog as open while `open` is true and it is mounted. */
export function useOpenModal(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const token = {};
    modalOpened(token);
    return () => modalClosed(token);
  }, [open]);
}
