// The pieces every leads screen shares: a failed load with its retry, and the page links of a table.
import { formatInteger } from './admin-format.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className="admin-error" role="alert">
      {message}{' '}
      <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
        Tentar de novo
      </button>
    </p>
  );
}

export function Pager(props: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="leads-pages">
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Anterior
      </button>
      <span>
        Página {formatInteger(props.page)} de {formatInteger(props.pages)}
      </span>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
