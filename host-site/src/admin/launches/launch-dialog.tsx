// The launches screen's modal dialog: opened at once, the focus kept inside and given back on close;
// Escape cancels unless a request is under way.
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}

export function LaunchDialog({ title, busy, onCancel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-card launch-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
