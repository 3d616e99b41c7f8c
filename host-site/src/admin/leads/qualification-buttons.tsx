// A lead's qualification mark: admins set it ('Qualificado' / 'Não qualificado') or clear it;
// viewers read it.
import { QUALIFICATION_LABELS, type QualificationStatus } from '@funil/core/admin-leads';
import { useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { useStaff } from '../staff-context.tsx';

interface Props {
  leadId: string;
  leadName: string;
  status: QualificationStatus | null;
  onChanged: () => void;
}

export function QualificationButtons({ leadId, leadName, status, onChanged }: Props) {
  const staff = useStaff();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const current = status ? QUALIFICATION_LABELS[status] : 'Não avaliado';

  const mark = async (next: QualificationStatus | null) => {
    setSaving(true);
    setError(undefined);
    try {
      await adminRequest('PUT /leads/:id/qualification', { params: { id: leadId }, body: { status: next } });
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="qualification">
      <span>{current}</span>
      {staff.role === 'admin' && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form to submit.
        <span role="group" aria-label={`Qualificação de ${leadName}`} className="qualification__actions">
          <button
            type="button"
            className="admin-button admin-button--secondary"
            aria-pressed={status === 'qualified'}
            disabled={saving}
            onClick={() => mark(status === 'qualified' ? null : 'qualified')}
          >
            Qualificado
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            aria-pressed={status === 'not_qualified'}
            disabled={saving}
            onClick={() => mark(status === 'not_qualified' ? null : 'not_qualified')}
          >
            Não qualificado
          </button>
        </span>
      )}
      {error && (
        <span className="admin-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
