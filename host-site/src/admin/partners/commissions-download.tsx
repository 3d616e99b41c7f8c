// "Baixar comissões (CSV)": every partner's commissions, one line each, for the books (issue 31).
import { useState } from 'react';
import { adminDownload } from '../admin-api.ts';
import { saveFile } from '../save-file.ts';

export function CommissionsDownload() {
  const [message, setMessage] = useState('');
  const download = async () => {
    setMessage('');
    try {
      const response = await adminDownload('/partners/commissions.csv');
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'comissoes.csv';
      saveFile(name, await response.blob());
    } catch {
      setMessage('Não foi possível baixar as comissões. Tente novamente.');
    }
  };
  return (
    <p className="admin-actions">
      <button type="button" className="admin-button admin-button--secondary" onClick={() => void download()}>
        Baixar comissões (CSV)
      </button>
      {message && (
        <span role="alert" className="admin-error">
          {message}
        </span>
      )}
    </p>
  );
}
