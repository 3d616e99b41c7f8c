import { failure, json, stubFetch } from '@funil/testkit/host-site/render-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, adminDownload, adminRequest, onAdminWrite } from './admin-api.ts';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/partners?pagina=2');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('adminRequest', () => {
  it('asks the route’s method and path, with its params filled and its body as JSON', async () => {
    const fetchMock = stubFetch(json(200, { partner: { code: 'ana' } }));
    const answer = await adminRequest('PATCH /partners/:code', {
      params: { code: 'ana silva' },
      body: { name: 'Ana' },
    });
    expect(answer).toEqual({ partner: { code: 'ana' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/partners/ana%20silva',
      expect.objectContaining({ method: 'PATCH', body: '{"name":"Ana"}' }),
    );
  });

  it('sends a lost session to the login, coming back to this screen', async () => {
    stubFetch(failure(401, 'unauthorized', 'Faça login para continuar.'));
    await expect(adminRequest('GET /partners')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Fpartners%3Fpagina%3D2');
  });

  it('stays on the login page when the login itself is refused', async () => {
    window.history.replaceState(null, '', '/admin/login');
    stubFetch(failure(401, 'login_failed', 'E-mail ou senha incorretos.'));
    await expect(
      adminRequest('POST /session', { body: { email: 'a@funil.test', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'login_failed', message: 'E-mail ou senha incorretos.' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells its listeners of each accepted change, not of reads or refusals', async () => {
    const heard = vi.fn();
    const stop = onAdminWrite(heard);
    stubFetch(
      json(200, { partners: [] }),
      failure(400, 'validation_failed', 'Alguns dados estão inválidos.', { name: 'Informe o nome.' }),
      json(200, { cadence: { id: 'c1' } }),
    );
    await adminRequest('GET /partners');
    const refused = await adminRequest('POST /partners', { body: { code: 'x', name: '' } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ fields: { name: 'Informe o nome.' } });
    expect(heard).not.toHaveBeenCalled();

    await adminRequest('POST /whatsapp/cadences/:id/pause', { params: { id: 'c1' }, body: {} });
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });
});

describe('adminDownload', () => {
  it('hands back the file, and a refusal as an ApiError', async () => {
    stubFetch(new Response('a;b', { status: 200 }), failure(403, 'forbidden', 'Só administradores.'));
    expect(await (await adminDownload('/analytics/funnel/export?chart=x')).text()).toBe('a;b');
    await expect(adminDownload('/analytics/funnel/export?chart=x')).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
