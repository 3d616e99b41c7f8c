// What was done to a launch, newest first: the action in words, who did it and when.
import { LAUNCH_ACTION_LABELS, type LaunchAuditView } from '@funil/core/launches';
import { formatDateTime } from '../admin-format.ts';

export function LaunchAuditList({ audit }: { audit: LaunchAuditView[] }) {
  return (
    <section className="admin-card launch-history-card" aria-labelledby="launch-history-title">
      <h2 id="launch-history-title">Histórico do lançamento</h2>
      {audit.length === 0 ? (
        <p className="admin-empty">Nada registrado ainda.</p>
      ) : (
        <ol className="launch-history">
          {audit.map((entry) => (
            <li key={entry.id}>
              <strong>{LAUNCH_ACTION_LABELS[entry.action]}</strong> por{' '}
              {entry.staffName ?? entry.staffEmail ?? 'uma conta que não existe mais'}
              {entry.staffName && entry.staffEmail ? ` (${entry.staffEmail})` : ''} em{' '}
              <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
