// The report header's launch: which launch's people the figures are about, and a choice of another
// published or closed launch (kept in the URL, so a second tab can show another launch).
import { useId } from 'react';
import { ResourceStatus } from '../resource-status.tsx';
import { launchLabel } from './launch-scope.ts';
import type { LaunchScope } from './use-launch-scope.ts';
import './launch-scope.css';

export function LaunchSelector({ scope }: { scope: LaunchScope }) {
  const id = useId();
  const { launch, launches, unknownSlug } = scope;
  const hasDrafts = scope.list.data?.launches.some((option) => option.state === 'draft') ?? false;
  const note =
    unknownSlug !== null
      ? `Nenhum lançamento publicado tem o endereço «${unknownSlug}»: mostrando o atual.`
      : hasDrafts
        ? 'Rascunhos não aparecem: ainda não têm inscritos.'
        : null;
  if (!scope.ready) return <ResourceStatus resource={scope.list} loadingText="Carregando lançamentos..." />;
  if (launch === undefined) return null;
  return (
    <div className="launch-scope">
      <div className="admin-field launch-scope__field">
        <label htmlFor={`${id}-launch`}>Lançamento</label>
        <select
          id={`${id}-launch`}
          value={launch.slug}
          aria-describedby={note === null ? undefined : `${id}-note`}
          onChange={(event) => scope.choose(event.currentTarget.value)}
        >
          {launches.map((option) => (
            <option key={option.id} value={option.slug}>
              {launchLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {note !== null && (
        <p id={`${id}-note`} className="admin-muted launch-scope__note">
          {note}
        </p>
      )}
    </div>
  );
}

/** The line under a report's title: whose figures these are. */
export function LaunchScopeName({ scope }: { scope: LaunchScope }) {
  if (scope.launch === undefined) return null;
  return (
    <p className="launch-scope__name">
      Números do lançamento <strong>{scope.launch.name}</strong>
      {scope.launch.isCurrent ? ' (atual)' : ''}
    </p>
  );
}
