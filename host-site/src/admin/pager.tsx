// Previous / next for the staff tables, which the server pages.
import { formatInteger } from './admin-format.ts';

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

interface Props {
  of: PageInfo;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers: 'compradores', 'inscrições'… */
  noun: string;
}

export function Pager({ of: { page, pageSize, total }, onPage, noun }: Props) {
  const pages = pageCount({ pageSize, total });
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label={`Páginas de ${noun}`}>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span aria-live="polite">
        Página {formatInteger(page)} de {formatInteger(pages)}
      </span>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}

/** How many pages a server-paged list has; an empty list is still one page. */
export function pageCount({ pageSize, total }: Pick<PageInfo, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
