import { afterEach, describe, expect, it } from 'vitest';
import { readPageContext } from './page-context.ts';

afterEach(() => history.replaceState(null, '', '/'));

describe('readPageContext', () => {
  it('reads the five UTM parameters, the referrer and the page address', () => {
    history.replaceState(
      null,
      '',
      '/lp?utm_source=ig&utm_medium=bio&utm_campaign=c&utm_content=v&utm_term=t&z=1',
    );
    expect(readPageContext()).toEqual({
      utm_source: 'ig',
      utm_medium: 'bio',
      utm_campaign: 'c',
      utm_content: 'v',
      utm_term: 't',
      referrer: document.referrer,
      landing_page:
        'http://localhost:3000/lp?utm_source=ig&utm_medium=bio&utm_campaign=c&utm_content=v&utm_term=t&z=1',
    });
  });

  it('credits a partner as utm_source only when the URL names no source', () => {
    expect(readPageContext('parceiro-x').utm_source).toBe('parceiro-x');
    history.replaceState(null, '', '/?utm_source=ig');
    expect(readPageContext('parceiro-x').utm_source).toBe('ig');
  });

  it('passes the partner code on for the lead save, and nothing without one', () => {
    expect(readPageContext('parceiro-x').partner).toBe('parceiro-x');
    expect(readPageContext()).not.toHaveProperty('partner');
  });
});
