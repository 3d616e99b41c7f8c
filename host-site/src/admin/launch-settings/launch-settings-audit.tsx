// The audit of the launch settings: who changed what and when, each setting by its pt-BR label with
// the value before and after.
import {
  changedLaunchSettings,
  LAUNCH_SETTING_LABELS,
  type LaunchSettingsChange,
} from '@funil/core/launch-settings';
import { formatDateTime } from '../admin-format.ts';
import { shownValue } from './launch-settings-draft.ts';

export function LaunchSettingsAudit({ changes }: { changes: LaunchSettingsChange[] }) {
  return (
    <section className="admin-card" aria-labelledby="launch-audit-title">
      <h2 id="launch-audit-title">Histórico de alterações</h2>
      {changes.length === 0 ? (
        <p className="admin-empty">Nenhuma alteração ainda: valem os valores iniciais do lançamento.</p>
      ) : (
        <ol className="launch-audit">
          {changes.map((change) => {
            const keys = changedLaunchSettings(change.before, change.after);
            return (
              <li key={change.id} className="launch-audit__change">
                <p>
                  <strong>{change.staffName}</strong> ({change.staffEmail}) em{' '}
                  <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
                </p>
                {keys.length === 0 ? (
                  <p>Salvou sem mudar nenhum valor.</p>
                ) : (
                  <ul>
                    {keys.map((key) => (
                      <li key={key}>
                        {LAUNCH_SETTING_LABELS[key]}: <del>{shownValue(change.before, key)}</del> →{' '}
                        <ins>{shownValue(change.after, key)}</ins>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
