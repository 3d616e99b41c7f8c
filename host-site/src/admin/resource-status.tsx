// The loading and error states every staff screen shows the same way; a failure offers a retry.
import type { AdminResource } from './use-admin-resource.ts';

export function ResourceStatus<T>({
  resource,
  loadingText = 'Carregando...',
}: {
  resource: AdminResource<T>;
  /** What is on its way, e.g. 'Carregando leads...'; shown only while nothing is on screen yet. */
  loadingText?: string;
}) {
  if (resource.error !== null) {
    return (
      <div className="admin-status admin-status--error" role="alert">
        <p>{resource.error}</p>
        <button type="button" className="admin-button admin-button--secondary" onClick={resource.reload}>
          Tentar de novo
        </button>
      </div>
    );
  }
  if (resource.loading && resource.data === undefined) {
    return (
      <p className="admin-status" role="status">
        {loadingText}
      </p>
    );
  }
  return null;
}
