// The row header of every staff table about people: name, phone to call and Instagram handle.
import { formatPhone } from '@funil/core/phone';
import type { ReactNode } from 'react';
import { OptOutBadge } from './opt-out.tsx';

interface Props {
  name: string;
  phone: string;
  instagram: string | null;
  /** Asked for no messages: the badge goes under the contacts. */
  optedOut?: boolean;
  /** More lines under the contacts, e.g. the e-mail. */
  children?: ReactNode;
}

export function LeadCell({ name, phone, instagram, optedOut = false, children }: Props) {
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
      {optedOut && (
        <>
          <br />
          <OptOutBadge optedOut />
        </>
      )}
      {children}
    </th>
  );
}
