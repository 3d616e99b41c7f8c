import { describe, expect, it } from 'vitest';
import { visitDevice, visitPath } from './visit-row.ts';

describe('visitPath', () => {
  it('keeps the path of a path or a full address, without query or fragment', () => {
    expect(visitPath('/ianapratica')).toBe('/ianapratica');
    expect(visitPath('/ianapratica?utm_source=ig#investimento')).toBe('/ianapratica');
    expect(visitPath('https://parceiro.test/blog/post?fbclid=x')).toBe('/blog/post');
    expect(visitPath('https://parceiro.test')).toBe('/');
  });

  it('answers null when the page sent none', () => {
    expect(visitPath(undefined)).toBeNull();
    expect(visitPath('   ')).toBeNull();
  });
});

describe('visitDevice', () => {
  it('files phones as mobile, computers and tablets as desktop', () => {
    expect(visitDevice({ deviceType: 'mobile' })).toBe('mobile');
    expect(visitDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe('mobile');
    expect(visitDevice({ deviceType: 'desktop' })).toBe('desktop');
    expect(visitDevice({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe('desktop');
    expect(visitDevice({ screenWidth: 1366 })).toBe('desktop');
  });

  it('answers null when nothing tells the device', () => {
    expect(visitDevice(undefined)).toBeNull();
    expect(visitDevice({ language: 'pt-BR' })).toBeNull();
  });
});
