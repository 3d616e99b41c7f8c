// The row header of every staff table about people: name, phone to call and Instagram handle.
import { formatPhone } from '@funil/core/phone';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  phone: string;
  instagram: string | null;
  /** More lines under the contacts, e.g. the e-mail. */
  children?: ReactNode;
}

export function LeadCell({ name, phone, instagram, children }: Props) {
  return (
    <th scope="row">
      <span className="admin-table__primary">{name}</span>
      {phone && (
        <>
          <br />
          <small>{formatPhone(phone)}</small>
        </>
      )}
      {instagram && (
        <>
          <br />
          <small>@{instagram}</small>
        </>
      )}
      {children}
    </th>
  );
}
