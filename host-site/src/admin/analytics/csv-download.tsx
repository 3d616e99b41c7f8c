// 'Baixar CSV' (shown to admins): asks the export endpoint for what a chart shows and saves it.
import type { Period } from '@funil/core/analytics-period';
import { ERRORS } from '@funil/core/errors';
import { useState } from 'react';
import { saveFile } from '../save-file.ts';
import { periodQuery } from './use-period.ts';

export function CsvDownload({ report, chart, period }: { report: string; chart: string; period: Period }) {
  const [message, setMessage] = useState('');
  const download = async () => {
    setMessage('');
    const response = await fetch(
      `/api/admin/analytics/${report}/export?chart=${chart}&${periodQuery(period)}`,
      {
        credentials: 'same-origin',
      },
    ).catch(() => undefined);
    if (!response?.ok) {
      setMessage(
        response?.status === 403 ? ERRORS.forbidden : 'Não foi possível baixar o CSV. Tente novamente.',
      );
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
