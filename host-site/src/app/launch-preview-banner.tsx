// The strip staff see on top of every public page while they preview a launch (?previa=<id>), so a
// preview is never mistaken for what visitors see; visitors never get here (lib/launch-preview.ts).
import { Link } from 'react-router';
import { previewedLaunch } from '../lib/launch-preview.ts';
import './launch-preview-banner.css';

export function LaunchPreviewBanner() {
  const launchId = previewedLaunch();
  if (!launchId) return null;
  return (
    <aside className="launch-preview-banner" aria-label="Pré-visualização do lançamento">
      <p>
        <strong>Pré-visualização — visitantes não veem esta versão</strong>
        <span>
          {' '}
          Mostra a última versão salva. Cadastros e compras feitos aqui vão para o lançamento atual.
        </span>
      </p>
      <Link to={`/admin/lancamentos/${launchId}`}>Voltar ao editor</Link>
    </aside>
  );
}
