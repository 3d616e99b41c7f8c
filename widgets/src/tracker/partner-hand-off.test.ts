import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseShareEvents } from '../lib/share-events.ts';
import { startPartnerHandOff } from './partner-hand-off.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

function pixels() {
  return { fbq: vi.fn(), gtag: vi.fn(), ttq: { track: vi.fn() } };
}

/** What the lead-capture element dispatches, with the kind of detail a widget event may carry. */
const fire = (event: string) =>
  document.dispatchEvent(
    new CustomEvent(`funil:${event}`, {
      detail: { id: 'lead-1', name: 'Ana Lima', phone: '5511987654321', instagram: 'ana.lima' },
    }),
  );

describe('startPartnerHandOff', () => {
  it('hands only the mapped events to the partner’s pixels, under its names, with no personal data', () => {
    const page = pixels();
    stops.push(startPartnerHandOff(parseShareEvents('lead-captured:CadastroParceiro'), page));
    fire('lead-completed');
    fire('lead-saved');
    expect(page.fbq).not.toHaveBeenCalled();
    fire('lead-captured');
    const data = { form_name: 'funil_lead_capture' };
    expect(page.fbq.mock.calls).toEqual([['trackCustom', 'CadastroParceiro', data]]);
    expect(page.gtag.mock.calls).toEqual([['event', 'CadastroParceiro', data]]);
    expect(page.ttq.track.mock.calls).toEqual([['CadastroParceiro', data]]);
    const everything = JSON.stringify([page.fbq.mock.calls, page.gtag.mock.calls, page.ttq.track.mock.calls]);
    expect(everything).not.toMatch(/lead-1|Ana|5511987654321|ana\.lima|event_?id/i);
  });

  it('hands each event off once per page, however often it happens', () => {
    const page = pixels();
    stops.push(
      startPartnerHandOff(parseShareEvents('lead-captured:Cadastro lead-completed:Inscricao'), page),
    );
    fire('lead-captured');
    fire('lead-captured');
    fire('lead-completed');
    expect(page.gtag.mock.calls.map((call) => call[1])).toEqual(['Cadastro', 'Inscricao']);
  });

  it('uses Meta’s standard call for a standard event name', () => {
    const page = pixels();
    stops.push(startPartnerHandOff({ 'lead-captured': 'Lead' }, page));
    fire('lead-captured');
    expect(page.fbq).toHaveBeenCalledWith('track', 'Lead', { form_name: 'funil_lead_capture' });
  });

  it('pushes to a Tag Manager dataLayer when the page has no gtag', () => {
    const dataLayer: unknown[] = [];
    stops.push(startPartnerHandOff({ 'lead-captured': 'CadastroParceiro' }, { dataLayer }));
    fire('lead-captured');
    expect(dataLayer).toEqual([{ event: 'CadastroParceiro', form_name: 'funil_lead_capture' }]);
  });

  it('hands off nothing without data-share-events, and survives a broken pixel', () => {
    const page = pixels();
    stops.push(startPartnerHandOff(undefined, page));
    fire('lead-captured');
    expect(page.fbq).not.toHaveBeenCalled();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      ...pixels(),
      fbq: vi.fn(() => {
        throw new Error('pixel quebrado');
      }),
    };
    stops.push(startPartnerHandOff({ 'lead-captured': 'Cadastro' }, broken));
    fire('lead-captured');
    expect(broken.gtag).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[funil] pixel', expect.any(Error));
  });
});
