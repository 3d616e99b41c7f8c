// The staff area's one confirmation: a save or a deletion the server accepted is said once, in a
// toast at the corner, gone after 5 s. One at a time: a newer confirmation replaces the one shown,
// so a burst of saves never stacks a column of toasts over the screen.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** How long a confirmation stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** How many confirmations show at once. */
export const TOAST_LIMIT = 1;

interface Toast {
  /** Tells two equal texts apart, so saving twice restarts the 5 s. */
  id: number;
  text: string;
}

type Confirm = (text: string) => void;

const ToastContext = createContext<Confirm | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);
  const confirm = useCallback<Confirm>((text) => {
    lastId.current += 1;
    const toast = { id: lastId.current, text };
    setToasts((shown) => [...shown, toast].slice(-TOAST_LIMIT));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={confirm}>
      {children}
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="admin-toasts">
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastMessage({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return <p className="admin-toast">{toast.text}</p>;
}

/** Says that something was done; only inside ToastProvider (the staff layout gives it). */
export function useToast(): Confirm {
  const confirm = useContext(ToastContext);
  if (!confirm) throw new Error('useToast só funciona dentro do ToastProvider.');
  return confirm;
}
