// A native modal <dialog>: showModal() puts it in the top layer, above any z-index of the page.
import { type ReactNode, useEffect, useRef } from 'react';
import { useOpenModal } from '../lib/open-modals.ts';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  /** Id of the element naming the dialog (its headline). */
  labelledBy: string;
  /** Changing it moves focus again to the element marked data-autofocus (e.g. a new step). */
  focusKey?: string | number;
  /**
   * Focus went into the dialog (its first field, as it opens or as the visitor picks one). Listened
   * to on the dialog itself: focus moving inside one shadow tree never reaches the page's document.
   */
  onFocusInside?(): void;
  children: ReactNode;
}

export function Dialog({ open, onClose, labelledBy, focusKey, onFocusInside, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onFocusInsideRef = useRef(onFocusInside);
  onFocusInsideRef.current = onFocusInside;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Page-wide: the exit popup waits while it is open, and the page behind does not scroll.
  useOpenModal(open);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, focusKey]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires 'cancel'; the parent owns `open`, so it decides and the dialog follows the prop.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The content fills the dialog, so a click whose target is the dialog itself hit the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    // The browser may still close it on its own (repeated Esc without user activation): report that.
    const onNativeClose = () => {
      if (openRef.current) onCloseRef.current();
    };
    const onFocusIn = () => onFocusInsideRef.current?.();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('focusin', onFocusIn);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <dialog ref={ref} className="funil-dialog" aria-labelledby={labelledBy}>
      <div className="funil-dialog__body">
        {children}
        {/* Last in DOM order so showModal() lands focus on the form, yet drawn at the top corner. */}
        <button type="button" className="funil-dialog__close" aria-label="Fechar" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
