// One buyer's onboarding items as checkboxes; each tick is saved at once and shows who did it and when.
import { formatDateTime } from '@funil/core/dates';
import { ONBOARDING_ITEMS, type OnboardingChecklist, type OnboardingItemKey } from '@funil/core/onboarding';
import { useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { useStaff } from '../staff-context.tsx';

interface Props {
  leadId: string;
  buyerName: string;
  checklist: OnboardingChecklist;
  onSaved: (checklist: OnboardingChecklist) => void;
}

export function ChecklistCell({ leadId, buyerName, checklist, onSaved }: Props) {
  // Viewers see the checklist as it is; ticking is an edit, for admins.
  const canEdit = useStaff().role === 'admin';
  // The tick shows at once while it is saved; a refusal puts the box back and says why.
  const [saving, setSaving] = useState<{ key: OnboardingItemKey; done: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The server's answer, shown until the list's copy changes: the query cache tells the list a tick
  // later, and without this the box would blink back to empty in between.
  const [answered, setAnswered] = useState<{ over: OnboardingChecklist; checklist: OnboardingChecklist }>();
  const shown = answered?.over === checklist ? answered.checklist : checklist;

  const toggle = async (key: OnboardingItemKey, done: boolean) => {
    setSaving({ key, done });
    setError(null);
    try {
      const answer = await adminRequest('PATCH /customer-success/:buyerId/checklist', {
        params: { buyerId: leadId },
        body: { [key]: done },
      });
      setAnswered({ over: checklist, checklist: answer.checklist });
      onSaved(answer.checklist);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset className="admin-checklist">
      <legend className="visually-hidden">Onboarding de {buyerName}</legend>
      {ONBOARDING_ITEMS.map(({ key, label }) => {
        const item = shown[key];
        const id = `onboarding-${leadId}-${key}`;
        return (
          <div key={key} className="admin-checklist__item">
            <input
              id={id}
              type="checkbox"
              checked={saving?.key === key ? saving.done : item.done}
              disabled={!canEdit || saving !== null}
              aria-describedby={item.done ? `${id}-by` : undefined}
              onChange={(event) => void toggle(key, event.currentTarget.checked)}
            />
            <label htmlFor={id}>{label}</label>
            {item.done && item.at && (
              <small id={`${id}-by`} className="admin-checklist__by">
                {item.by ?? 'equipe'} · {formatDateTime(item.at)}
              </small>
            )}
          </div>
        );
      })}
      {saving && (
        <small role="status" className="admin-checklist__saving">
          Salvando...
        </small>
      )}
      {error && (
        <small role="alert" className="admin-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}
