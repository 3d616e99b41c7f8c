import { describe, expect, it } from 'vitest';
import { behaviourEntries, clickTarget, deviceCategory, pagePath } from './behaviour-entries.ts';

const click = { elementId: '', elementText: '', elementType: '', timestamp: 0, x: 1, y: 2, path: '' };

describe('deviceCategory', () => {
  it('takes an explicit type first', () => {
    expect(deviceCategory(JSON.stringify({ deviceType: 'Mobile', userAgent: 'Windows NT' }))).toBe('mobile');
    expect(deviceCategory(JSON.stringify({ type: 'tablet' }))).toBe('tablet');
  });

  it('reads the user agent, then the screen width', () => {
    expect(deviceCategory(JSON.stringify({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' }))).toBe(
      'mobile',
    );
    expect(deviceCategory(JSON.stringify({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' }))).toBe('tablet');
    expect(deviceCategory(JSON.stringify({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe('desktop');
    expect(deviceCategory(JSON.stringify({ screenWidth: 390 }))).toBe('mobile');
    expect(deviceCategory(JSON.stringify({ screenWidth: 1920 }))).toBe('desktop');
  });

  it('says unknown when there is nothing to read', () => {
    expect(deviceCategory(null)).toBe('unknown');
    expect(deviceCategory('not json')).toBe('unknown');
    expect(deviceCategory('[1]')).toBe('unknown');
    expect(deviceCategory('{}')).toBe('unknown');
  });
});

describe('behaviourEntries', () => {
  it('names a click by id, then text, then type', () => {
    expect(clickTarget({ ...click, elementId: 'cta', elementText: 'Comprar' })).toBe('cta');
    expect(clickTarget({ ...click, elementText: ' Comprar ' })).toBe('Comprar');
    expect(clickTarget({ ...click, elementType: 'button' })).toBe('button');
    expect(clickTarget(click)).toBe('(sem identificação)');
  });

  it('keeps only the path of a page address', () => {
    expect(pagePath('https://site.test/obrigado?utm=x#a')).toBe('/obrigado');
    expect(pagePath('/vendas')).toBe('/vendas');
  });

  it('turns clicks and page views into numbered rows with the device', () => {
    const rows = behaviourEntries(
      'lead-1',
      'mobile',
      [
        {
          ...click,
          elementId: 'cta',
          timestamp: Date.parse('2026-11-01T12:00:00Z'),
          path: 'https://s.test/vendas',
        },
      ],
      [
        {
          url: 'https://s.test/vendas?x=1',
          title: 'Vendas',
          timestamp: Date.parse('2026-11-01T11:59:00Z'),
          timeSpent: 1500.4,
        },
      ],
    );
    expect(rows).toEqual([
      {
        lead_id: 'lead-1',
        kind: 'click',
        seq: 0,
        target: 'cta',
        page: '/vendas',
        time_spent_ms: 0,
        device: 'mobile',
        occurred_at: '2026-11-01T12:00:00.000Z',
      },
      {
        lead_id: 'lead-1',
        kind: 'page_view',
        seq: 0,
        target: '/vendas',
        page: '/vendas',
        time_spent_ms: 1500,
        device: 'mobile',
        occurred_at: '2026-11-01T11:59:00.000Z',
      },
    ]);
  });
});
