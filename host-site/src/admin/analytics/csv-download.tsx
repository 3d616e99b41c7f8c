// 'Baixar CSV' (shown to admins): asks the export endpoint for what a chart shows and saves it.
import type { Period } from '@funil/core/analytics-period';
import { ERRORS } from '@funil/core/errors';
import { useState } from 'react';
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
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
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
