// Previous / next for the staff tables, which the server pages.
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label={`Páginas de ${noun}`}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span aria-live="polite">
        Página {page} de {pages}
      </span>
      <button
        type="button"
        className="admin-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
