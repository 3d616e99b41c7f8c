// The cadence form's draft: what staff type (a wait as a number and a unit, a template as two boxes)
// and the body the server checks. The server is the judge: the draft sends what was typed.
import type { CadenceStatus, CadenceTrigger } from '@funil/core/cadence';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';

export const DELAY_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type DelayUnit = keyof typeof DELAY_UNITS;
export const DELAY_UNIT_LABELS: Record<DelayUnit, string> = {
  minutes: 'minutos',
  hours: 'horas',
  days: 'dias',
};

export interface StepDraft {
  /** A stable key for React while steps are added and removed. */
  key: string;
  amount: string;
  unit: DelayUnit;
  text: string;
  templateName: string;
  templateLanguage: string;
}

export interface CadenceDraft {
  name: string;
  trigger: CadenceTrigger;
  status: CadenceStatus;
  steps: StepDraft[];
  stopOnPurchase: boolean;
  stopOnReply: boolean;
}

let keys = 0;
const nextKey = () => `step-${++keys}`;

/** The largest unit the wait is a whole number of: 180 → 3 horas, 90 → 90 minutos. */
export function stepDraft(
  delayMinutes = 15,
  text = '',
  template?: { name: string; language: string },
): StepDraft {
  const unit: DelayUnit =
    delayMinutes > 0 && delayMinutes % DELAY_UNITS.days === 0
      ? 'days'
      : delayMinutes > 0 && delayMinutes % DELAY_UNITS.hours === 0
        ? 'hours'
        : 'minutes';
  return {
    key: nextKey(),
    amount: String(delayMinutes / DELAY_UNITS[unit]),
    unit,
    text,
    templateName: template?.name ?? '',
    templateLanguage: template?.language ?? '',
  };
}

export function draftOf(cadence?: CadenceSummary): CadenceDraft {
  if (!cadence) {
    return {
      name: '',
      trigger: 'checkout_unpaid',
      status: 'active',
      steps: [stepDraft(15)],
      stopOnPurchase: true,
      stopOnReply: true,
    };
  }
  return {
    name: cadence.name,
    trigger: cadence.trigger,
    status: cadence.status,
    steps: cadence.steps.map((step) => stepDraft(step.delay_minutes, step.text, step.template)),
    stopOnPurchase: cadence.stopOnPurchase,
    stopOnReply: cadence.stopOnReply,
  };
}

/** '1,5' horas → 90; what is not a number goes as null, for the server to name the field. */
export function minutesOf(step: Pick<StepDraft, 'amount' | 'unit'>): number | null {
  const typed = step.amount.trim().replace(',', '.');
  if (typed === '' || !/^\d+(\.\d+)?$/.test(typed)) return null;
  return Math.round(Number(typed) * DELAY_UNITS[step.unit] * 1000) / 1000;
}

/** The body of POST/PUT /api/admin/whatsapp/cadences. */
export function inputOf(draft: CadenceDraft) {
  return {
    name: draft.name,
    trigger: draft.trigger,
    status: draft.status,
    stop_on_purchase: draft.stopOnPurchase,
    stop_on_reply: draft.stopOnReply,
    steps: draft.steps.map((step) => {
      const template =
        step.templateName.trim() || step.templateLanguage.trim()
          ? { template: { name: step.templateName, language: step.templateLanguage } }
          : {};
      return { delay_minutes: minutesOf(step), text: step.text, ...template };
    }),
  };
}
