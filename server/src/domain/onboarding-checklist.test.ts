import { describe, expect, it } from 'vitest';
import { applyOnboardingChange, EMPTY_CHECKLIST } from './onboarding-checklist.ts';

const T1 = '2025-04-02T10:00:00.000Z';
const T2 = '2025-04-03T10:00:00.000Z';

describe('applyOnboardingChange', () => {
  it('records who ticked an item and when, and the last change', () => {
    const next = applyOnboardingChange(EMPTY_CHECKLIST, { confirmationSent: true }, 'ana@funil.test', T1);
    expect(next.confirmationSent).toEqual({ done: true, at: T1, by: 'ana@funil.test' });
    expect(next.inWhatsappGroup).toEqual({ done: false, at: null, by: null });
    expect(next).toMatchObject({ updatedBy: 'ana@funil.test', updatedAt: T1, notes: '' });
  });

  it('keeps the first record when an item is ticked again by someone else', () => {
    const first = applyOnboardingChange(EMPTY_CHECKLIST, { attended: true }, 'ana@funil.test', T1);
    const second = applyOnboardingChange(first, { attended: true }, 'bia@funil.test', T2);
    expect(second.attended).toEqual({ done: true, at: T1, by: 'ana@funil.test' });
    expect(second).toMatchObject({ updatedBy: 'bia@funil.test', updatedAt: T2 });
  });

  it('clears an unticked item and leaves the others and the notes alone', () => {
    const first = applyOnboardingChange(
      EMPTY_CHECKLIST,
      { attended: true, inWhatsappGroup: true, notes: '  ligar de manhã ' },
      'ana@funil.test',
      T1,
    );
    const second = applyOnboardingChange(first, { attended: false }, 'bia@funil.test', T2);
    expect(second.attended).toEqual({ done: false, at: null, by: null });
    expect(second.inWhatsappGroup).toEqual({ done: true, at: T1, by: 'ana@funil.test' });
    expect(second.notes).toBe('ligar de manhã');
  });
});
