import { describe, expect, it } from 'vitest';
import { fetchPartner } from './partner.ts';

function answering(response: () => Response) {
  const asked: string[] = [];
  const impl = (async (url: string) => {
    asked.push(url);
    return response();
  }) as unknown as typeof fetch;
  return { impl, asked };
}

describe('fetchPartner', () => {
  it('finds an active partner by code', async () => {
    const { impl, asked } = answering(() => Response.json({ code: 'loja-da-ana', name: ' Loja da Ana ' }));
    expect(await fetchPartner('loja-da-ana', undefined, impl)).toEqual({
      status: 'found',
      partner: { code: 'loja-da-ana', name: 'Loja da Ana' },
    });
    expect(asked).toEqual(['/api/partners/loja-da-ana']);
  });

  it('says not found for a 404 and for a code that could not exist, without asking', async () => {
    const { impl, asked } = answering(() => Response.json({ error: {} }, { status: 404 }));
    expect(await fetchPartner('antigo', undefined, impl)).toEqual({ status: 'not_found' });
    expect(await fetchPartner('../admin', undefined, impl)).toEqual({ status: 'not_found' });
    expect(asked).toEqual(['/api/partners/antigo']);
  });

  it('reports an error for server failures, odd answers and no network', async () => {
    expect(
      await fetchPartner('x', undefined, answering(() => new Response('', { status: 500 })).impl),
    ).toEqual({
      status: 'error',
    });
    expect(await fetchPartner('x', undefined, answering(() => Response.json({ code: 'x' })).impl)).toEqual({
      status: 'error',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchPartner('x', undefined, offline)).toEqual({ status: 'error' });
  });
});
