// 'Baixar CSV' (shown to admins): asks the export endpoint for what a chart shows and saves it.
import type { Period } from '@funil/core/analytics-period';
import { ERRORS } from '@funil/core/errors';
import { useState } from 'react';
import { ApiError, adminDownload } from '../admin-api.ts';
import { saveFile } from '../save-file.ts';
import { periodQuery } from './use-period.ts';

export function CsvDownload({ report, chart, period }: { report: string; chart: string; period: Period }) {
  const [message, setMessage] = useState('');
  const download = async () => {
    setMessage('');
    let response: Response;
    try {
      response = await adminDownload(`/analytics/${report}/export?chart=${chart}&${periodQuery(period)}`);
    } catch (failure) {
      const forbidden = failure instanceof ApiError && failure.status === 403;
      setMessage(forbidden ? ERRORS.forbidden : 'Não foi possível baixar o CSV. Tente novamente.');
      return;
    }
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${chart}.csv`;
    saveFile(name, await response.blob());
  };
  return (
    <span className="admin-actions">
      <button type="button" className="admin-button admin-button--secondary" onClick={() => void download()}>
        Baixar CSV
      </button>
      {message && (
        <span role="alert" className="admin-error">
          {message}
        </span>
      )}
    </span>
  );
}
