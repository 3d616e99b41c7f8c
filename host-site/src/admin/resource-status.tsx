// The loading and error states every staff screen shows the same way, with a retry.
import type { AdminResource } from './use-admin-resource.ts';

export function ResourceStatus<T>({
  resource,
  onRetry,
}: {
  resource: AdminResource<T>;
  onRetry: () => void;
}) {
  if (resource.status === 'loading') {
    return (
      <p className="admin-status" role="status">
        Carregando...
      </p>
    );
  }
  if (resource.status === 'error') {
    return (
      <div className="admin-status admin-status--error" role="alert">
        <p>{resource.message}</p>
        <button type="button" className="admin-button" onClick={onRetry}>
          Tentar de novo
        </button>
      </div>
    );
  }
  return null;
}
