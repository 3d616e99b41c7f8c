// The launches list and editor against the answers /api/admin/launches gives: the list with the
// current launch marked, creating, duplicating, publishing and closing behind a confirmation, the
// server's refusals in pt-BR, the editor's save and preview, and a viewer who only reads.
import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import type { LaunchAuditView, LaunchDetail, LaunchSummary } from '@funil/core/launches';
import {
  ADMIN,
  failure,
  fetchedUrls,
  json,
  renderAdmin,
  stubFetch,
} from '@funil/testkit/host-site/render-admin';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LaunchEditorPage from './launch-editor-page.tsx';
import LaunchesPage from './launches-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST: LaunchSummary = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  slug: 'ia-na-pratica',
  name: 'IA na Prática',
  state: 'sold_out',
  isCurrent: true,
  freeCallStartsAt: '2026-06-11T23:00:00.000Z',
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-11-20T14:30:00.000Z',
  publishedAt: '2026-01-05T12:00:00.000Z',
  closedAt: null,
  ran: { from: '2026-01-05T12:00:00.000Z', to: null },
};

const DRAFT: LaunchSummary = {
  ...FIRST,
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  slug: 'lancamento-marco',
  name: 'Lançamento Março',
  state: 'draft',
  isCurrent: false,
  publishedAt: null,
  ran: null,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

const detailOf = (launch: LaunchSummary): LaunchDetail => ({ ...launch, settings: DEFAULT_LAUNCH_SETTINGS });
const VIEWER = { ...ADMIN, role: 'viewer' as const };

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const toastText = () => document.querySelector('.admin-toast')?.textContent;

describe('launches list', () => {
  it('lists every launch with its address, state, free call and last change; the current one is marked', async () => {
    const fetchMock = stubFetch(json(200, { launches: [DRAFT, FIRST] }));
    renderAdmin(<LaunchesPage />);
    expect(screen.getByText('Carregando lançamentos...')).toBeTruthy();

    const current = await rowOf('IA na Prática');
    expect(within(current).getByText('Atual')).toBeTruthy();
    expect(within(current).getByText('ia-na-pratica')).toBeTruthy();
    expect(within(current).getByText('Esgotado')).toBeTruthy();
    expect(within(current).getByText('11/06/2026, 20:00')).toBeTruthy();
    expect(within(current).getByText('20/11/2026, 11:30')).toBeTruthy();
    // The current launch is neither published again nor closed from here.
    expect(within(current).queryByRole('button', { name: /Publicar/ })).toBeNull();
    expect(within(current).queryByRole('button', { name: /Encerrar/ })).toBeNull();

    const draft = await rowOf('Lançamento Março');
    expect(within(draft).getByText('Rascunho')).toBeTruthy();
    expect(within(draft).queryByText('Atual')).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Editar Lançamento Março' }).getAttribute('href')).toBe(
      `/admin/lancamentos/${DRAFT.id}`,
    );
    expect(within(draft).getByRole('button', { name: 'Publicar Lançamento Março' })).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Encerrar Lançamento Março' })).toBeTruthy();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/admin/launches']);
  });

  it('creates a launch from the template: it joins the list and the toast confirms it', async () => {
    const created = detailOf({
      ...DRAFT,
      id: crypto.randomUUID(),
      name: 'Lançamento Junho',
      slug: 'lancamento-junho',
    });
    const fetchMock = stubFetch(json(200, { launches: [FIRST] }), json(201, { launch: created }));
    renderAdmin(<LaunchesPage />);
    await rowOf('IA na Prática');

    act(() => screen.getByRole('button', { name: 'Novo lançamento' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Novo lançamento' });
    fireEvent.change(within(dialog).getByLabelText('Nome do lançamento'), {
      target: { value: 'Lançamento Junho' },
    });
    expect(within(dialog).getByText(/Em branco, fica «lancamento-junho»/)).toBeTruthy();
    fireEvent.submit(
      within(dialog).getByRole('button', { name: 'Criar lançamento' }).closest('form') as HTMLFormElement,
    );

    expect(await rowOf('Lançamento Junho')).toBeTruthy();
    expect(toastText()).toBe('Lançamento Lançamento Junho criado a partir do modelo.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/admin/launches',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'Lançamento Junho' }) }),
    ]);
  });

  it('duplicates a launch under the name staff give it', async () => {
    const copy = detailOf(DRAFT);
    const fetchMock = stubFetch(json(200, { launches: [FIRST] }), json(201, { launch: copy }));
    renderAdmin(<LaunchesPage />);
    const current = await rowOf('IA na Prática');

    act(() => within(current).getByRole('button', { name: 'Duplicar IA na Prática' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Duplicar IA na Prática' });
    fireEvent.change(within(dialog).getByLabelText('Nome do lançamento'), {
      target: { value: 'Lançamento Março' },
    });
    fireEvent.change(within(dialog).getByLabelText('Endereço (opcional)'), { target: { value: 'marco' } });
    fireEvent.submit(
      within(dialog).getByRole('button', { name: 'Duplicar' }).closest('form') as HTMLFormElement,
    );

    const draft = await rowOf('Lançamento Março');
    expect(within(draft).getByText('Rascunho')).toBeTruthy();
    expect(toastText()).toBe('Cópia criada: Lançamento Março, em rascunho.');
    expect(fetchMock.mock.calls[1]).toEqual([
      `/api/admin/launches/${FIRST.id}/duplicate`,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Lançamento Março', slug: 'marco' }),
      }),
    ]);
  });

  it('keeps a refusal in the dialog, in the server’s words, with no toast', async () => {
    stubFetch(
      json(200, { launches: [FIRST] }),
      failure(409, 'launch_slug_taken', 'Já existe um lançamento com este endereço. Escolha outro.'),
      failure(400, 'validation_failed', 'Informe o nome do lançamento (de 3 a 80 caracteres).', {
        name: 'Informe o nome do lançamento (de 3 a 80 caracteres).',
      }),
    );
    renderAdmin(<LaunchesPage />);
    await rowOf('IA na Prática');
    act(() => screen.getByRole('button', { name: 'Novo lançamento' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Novo lançamento' });
    const form = within(dialog)
      .getByRole('button', { name: 'Criar lançamento' })
      .closest('form') as HTMLFormElement;
    fireEvent.change(within(dialog).getByLabelText('Nome do lançamento'), {
      target: { value: 'IA na Prática' },
    });
    fireEvent.submit(form);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nada foi criado. Já existe um lançamento com este endereço. Escolha outro.',
    );
    fireEvent.change(within(dialog).getByLabelText('Nome do lançamento'), { target: { value: 'A' } });
    fireEvent.submit(form);
    expect(
      await within(dialog).findByText('Informe o nome do lançamento (de 3 a 80 caracteres).'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Nada foi criado: corrija os campos marcados.',
    );
    expect(within(dialog).getByLabelText('Nome do lançamento').getAttribute('aria-invalid')).toBe('true');
    expect(toastText()).toBeUndefined();
  });

  it('publishes after a confirmation: the launch becomes the current one', async () => {
    const published = detailOf({ ...DRAFT, state: 'sold_out', isCurrent: true });
    const fetchMock = stubFetch(json(200, { launches: [DRAFT, FIRST] }), json(200, { launch: published }));
    renderAdmin(<LaunchesPage />);
    const draft = await rowOf('Lançamento Março');

    act(() => within(draft).getByRole('button', { name: 'Publicar Lançamento Março' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Publicar Lançamento Março?' });
    expect(dialog.textContent).toContain('é o que os visitantes veem nas páginas');
    // Nothing is sent before the confirmation.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => within(dialog).getByRole('button', { name: 'Publicar' }).click());

    expect(await within(draft).findByText('Atual')).toBeTruthy();
    expect(within(await rowOf('IA na Prática')).queryByText('Atual')).toBeNull();
    expect(
      within(await rowOf('IA na Prática')).getByRole('button', { name: 'Encerrar IA na Prática' }),
    ).toBeTruthy();
    expect(toastText()).toBe('Lançamento Março publicado: agora é o que os visitantes veem.');
    expect(fetchedUrls(fetchMock)[1]).toBe(`/api/admin/launches/${DRAFT.id}/publish`);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
  });

  it('closes after a confirmation, and cancelling sends nothing', async () => {
    const closed = detailOf({ ...DRAFT, state: 'closed', closedAt: '2026-11-28T12:00:00.000Z' });
    const fetchMock = stubFetch(json(200, { launches: [DRAFT, FIRST] }), json(200, { launch: closed }));
    renderAdmin(<LaunchesPage />);
    const draft = await rowOf('Lançamento Março');

    act(() => within(draft).getByRole('button', { name: 'Encerrar Lançamento Março' }).click());
    act(() => within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => within(draft).getByRole('button', { name: 'Encerrar Lançamento Março' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Encerrar Lançamento Março?' });
    expect(dialog.textContent).toContain('não pode mais ser alterado nem publicado');
    act(() => within(dialog).getByRole('button', { name: 'Encerrar' }).click());

    expect(await within(draft).findByText('Encerrado')).toBeTruthy();
    expect(within(draft).queryByRole('button', { name: /Encerrar|Publicar/ })).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Ver Lançamento Março' })).toBeTruthy();
    expect(toastText()).toBe('Lançamento Março encerrado.');
  });

  it('shows a refused publish or close in the dialog, in the server’s words', async () => {
    stubFetch(
      json(200, { launches: [DRAFT, FIRST] }),
      failure(
        409,
        'launch_is_current',
        'Este é o lançamento atual do site: publique outro antes de encerrá-lo.',
      ),
    );
    renderAdmin(<LaunchesPage />);
    const draft = await rowOf('Lançamento Março');
    act(() => within(draft).getByRole('button', { name: 'Encerrar Lançamento Março' }).click());
    const dialog = screen.getByRole('dialog');
    act(() => within(dialog).getByRole('button', { name: 'Encerrar' }).click());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Este é o lançamento atual do site: publique outro antes de encerrá-lo.',
    );
    expect(within(draft).getByText('Rascunho')).toBeTruthy();
    expect(toastText()).toBeUndefined();
  });

  it('shows a viewer the list read-only', async () => {
    stubFetch(json(200, { launches: [DRAFT, FIRST] }));
    renderAdmin(<LaunchesPage />, { staff: VIEWER });
    const draft = await rowOf('Lançamento Março');
    expect(screen.getByRole('note').textContent).toContain('só um administrador pode');
    expect(screen.queryByRole('button', { name: 'Novo lançamento' })).toBeNull();
    expect(within(draft).queryByRole('button')).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Ver Lançamento Março' })).toBeTruthy();
  });
});

const AUDIT: LaunchAuditView[] = [
  {
    id: 'a2',
    action: 'updated',
    changedAt: '2026-11-28T11:00:00.000Z',
    staffEmail: 'admin@funil.test',
    staffName: 'Ana Admin',
  },
  {
    id: 'a1',
    action: 'duplicated',
    changedAt: '2026-11-28T10:00:00.000Z',
    staffEmail: null,
    staffName: null,
  },
];

const editorAnswer = (launch: LaunchSummary = DRAFT) => ({
  launch: detailOf(launch),
  audit: AUDIT,
  missing: [],
});

function renderEditor(options: Parameters<typeof renderAdmin>[1] = {}) {
  return renderAdmin(
    <Routes>
      <Route path="/admin/lancamentos/:id" element={<LaunchEditorPage />} />
    </Routes>,
    { path: `/admin/lancamentos/${DRAFT.id}`, ...options },
  );
}

describe('launch editor', () => {
  it('shows the launch, its preview for staff only and its history', async () => {
    const fetchMock = stubFetch(json(200, editorAnswer()));
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lançamento Março' })).toBeTruthy();
    expect(fetchedUrls(fetchMock)).toEqual([`/api/admin/launches/${DRAFT.id}`]);
    expect((screen.getByLabelText('Nome do lançamento') as HTMLInputElement).value).toBe('Lançamento Março');
    expect((screen.getByLabelText('Endereço') as HTMLInputElement).value).toBe('lancamento-marco');
    expect((screen.getByLabelText('Preço do programa no PIX') as HTMLInputElement).value).toBe('1.797,00');
    expect(screen.getByRole('link', { name: 'Pré-visualizar' }).getAttribute('href')).toBe(
      `/?previa=${DRAFT.id}`,
    );

    const history = screen.getByRole('region', { name: 'Histórico do lançamento' });
    const [changed, copied] = within(history).getAllByRole('listitem');
    expect(changed?.textContent).toBe('Alterado por Ana Admin (admin@funil.test) em 28/11/2026, 08:00');
    expect(copied?.textContent).toBe(
      'Criado como cópia por uma conta que não existe mais em 28/11/2026, 07:00',
    );
  });

  it('saves the name, address and settings in one PUT, and reads the history again', async () => {
    const renamed = { ...DRAFT, name: 'Lançamento de Março' };
    const fetchMock = stubFetch(
      json(200, editorAnswer()),
      json(200, { launch: detailOf(renamed) }),
      json(200, editorAnswer(renamed)),
    );
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Lançamento Março' });
    fireEvent.change(screen.getByLabelText('Nome do lançamento'), {
      target: { value: 'Lançamento de Março' },
    });
    fireEvent.change(screen.getByLabelText('Preço do programa no PIX'), { target: { value: '997,00' } });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Salvar lançamento' }).closest('form') as HTMLFormElement,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Lançamento de Março' })).toBeTruthy();
    expect(toastText()).toBe('Lançamento salvo. Os visitantes só o veem depois de publicado.');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(`/api/admin/launches/${DRAFT.id}`);
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ name: 'Lançamento de Março', slug: 'lancamento-marco' });
    expect(body.settings.program.pixPriceCents).toBe(99_700);
    expect(fetchedUrls(fetchMock)[2]).toBe(`/api/admin/launches/${DRAFT.id}`);
  });

  it('edits the launch’s product: the template’s words in grey, a field left empty saved as the template’s', async () => {
    const fetchMock = stubFetch(
      json(200, editorAnswer()),
      json(200, { launch: detailOf(DRAFT) }),
      json(200, editorAnswer()),
    );
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Lançamento Março' });
    const product = screen.getByRole('group', { name: 'Produto' });
    const name = within(product).getByLabelText('Nome do produto') as HTMLInputElement;
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('IA NA PRÁTICA');
    expect(
      (within(product).getByLabelText('Como o acesso é entregue') as HTMLTextAreaElement).placeholder,
    ).toContain('dados de acesso pelo WhatsApp');
    fireEvent.change(name, { target: { value: 'IA PARA VENDER' } });
    fireEvent.change(within(product).getByLabelText('O que está incluído'), {
      target: { value: 'Módulo de vendas\nGrupo dos compradores' },
    });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Salvar lançamento' }).closest('form') as HTMLFormElement,
    );

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(body.settings.product).toEqual({
      name: 'IA PARA VENDER',
      description: null,
      included: 'Módulo de vendas\nGrupo dos compradores',
      access: null,
    });
  });

  it('puts a refused setting’s message under its field', async () => {
    stubFetch(
      json(200, editorAnswer()),
      failure(400, 'validation_failed', 'Informe uma data válida (dia, mês e ano).', {
        'settings.freeCall.date': 'Informe uma data válida (dia, mês e ano).',
        slug: 'Use no endereço do lançamento só letras minúsculas sem acento, números e hífens (de 3 a 60).',
      }),
    );
    renderEditor();
    await screen.findByRole('heading', { level: 1, name: 'Lançamento Março' });
    fireEvent.submit(
      screen.getByRole('button', { name: 'Salvar lançamento' }).closest('form') as HTMLFormElement,
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nada foi salvo: corrija os campos marcados.',
    );
    expect(screen.getByLabelText('Data da call gratuita').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Endereço').getAttribute('aria-invalid')).toBe('true');
    expect(toastText()).toBeUndefined();
  });

  it('shows a viewer the launch without a save button', async () => {
    stubFetch(json(200, editorAnswer()));
    renderEditor({ staff: VIEWER });
    await screen.findByRole('heading', { level: 1, name: 'Lançamento Março' });
    expect(screen.getByRole('note').textContent).toContain('só um administrador pode alterá-lo');
    expect(
      (screen.getByLabelText('Nome do lançamento').closest('fieldset') as HTMLFieldSetElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar lançamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toBeTruthy();
  });
});
