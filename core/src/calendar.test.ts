import { describe, expect, it } from 'vitest';
import { IMMERSION_CALENDAR_ENTRY, webCalendarTemplateUrl } from './calendar.ts';

describe('webCalendarTemplateUrl', () => {
  it('carries the immersion window in UTC, its title and place', () => {
    const url = new URL(webCalendarTemplateUrl(IMMERSION_CALENDAR_ENTRY));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250426T120000Z/20250426T200000Z');
    expect(url.searchParams.get('text')).toBe('Imersão IA na Prática');
    expect(url.searchParams.get('location')).toBe('Online');
  });
});
