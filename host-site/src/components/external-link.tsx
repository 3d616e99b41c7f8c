// A link to another site, opened in a new tab, that says so to screen-reader users.
import type { ReactNode } from 'react';

export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (abre em nova aba)</span>
    </a>
  );
}
