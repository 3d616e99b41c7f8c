// A labelled form field: the label, then the control and whatever follows it (hints, errors).
import type { ReactNode } from 'react';

export interface FieldProps {
  /** The id of the control the label names. */
  id: string;
  label: string;
  children: ReactNode;
}

export function Field({ id, label, children }: FieldProps) {
  return (
    <div className="funil-field">
      <label htmlFor={id} className="funil-field__label">
        {label}
      </label>
      {children}
    </div>
  );
}
