// The outbound webhooks screen against the admin API's answers: endpoints with their events and state
// in pt-BR, a new endpoint's secret shown once, a refused address said beside its field, the
// deliveries with a test event and a resend, and a delete asked first.
import type { AdminWebhookEndpoint, WebhookDeliveriesPage } from '@funil/core/webhook-admin';
import { failure, fetchedUrls, json, renderAdmin, stubFetch } from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebhooksPage from './webhooks-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACTIVE: AdminWebhookEndpoint = {
  id: '2a7c1e4b-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  url: 'https://crm.exemplo.com.br/webhooks/funil',
  events: ['lead.captured', 'purchase.approved'],
  description: 'CRM de vendas',
  createdAt: '2026-11-01T12:00:00.000Z',
  createdBy: 'admin@funil.test',
  state: 'active',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  deliveries: { pending: 1, succeeded: 12, failed: 0 },
};

const DISABLED: AdminWebhookEndpoint = {
  ...ACTIVE,
  id: '3b8d2f5c-6e7a-4b9c-8d1e-2f3a4b5c6d7e',
  url: 'https://planilha.exemplo.com/hook',
  events: ['checkout.abandoned'],
  description: null,
  state: 'disabled',
  failingSince: '2026-11-10T12:00:00.000Z',
  disabledAt: '2026-11-15T12:00:00.000Z',
  disabledReason: 'failing_5_days',
  deliveries: { pending: 0, succeeded: 0, failed: 30 },
};

const FAILING: AdminWebhookEndpoint = {
  ...ACTIVE,
  id: '4c9e3a6d-7f8b-4cad-9e2f-3a4b5c6d7e8f',
  description: 'Automação',
  state: 'failing',
  failingSince: '2026-11-18T12:00:00.000Z',
};

const DELIVERIES: WebhookDeliveriesPage = {
  endpoint: ACTIVE,
  deliveries: [
    {
      id: '5d0f4b7e-8a9c-4dbe-8f3a-4b5c6d7e8f9a',
      eventId: 'msg_0123456789abcdef0123456789abcdef',
      eventType: 'purchase.approved',
      status: 'failed',
      attempts: 2,
      lastStatusCode: 500,
      lastAttemptAt: '2026-11-19T11:00:00.000Z',
      nextAttemptAt: null,
      createdAt: '2026-11-19T10:00:00.000Z',
      tries: [
        {
          attempt: 1,
          startedAt: '2026-11-19T10:00:01.000Z',
          durationMs: 15_000,
          statusCode: null,
          error: 'timeout',
        },
        {
          attempt: 2,
          startedAt: '2026-11-19T11:00:00.000Z',
          durationMs: 120,
          statusCode: 500,
          error: 'http_500',
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

describe('outbound webhooks', () => {
  it('lists each endpoint with its events by name and its state, a disabled one as an alert', async () => {
    stubFetch(json(200, { endpoints: [ACTIVE, FAILING, DISABLED] }));
    renderAdmin(<WebhooksPage />);

    const active = await card('CRM de vendas');
    expect(within(active).getByText('https://crm.exemplo.com.br/webhooks/funil')).toBeTruthy();
    expect(within(active).getByText('Lead capturado (nome e WhatsApp)')).toBeTruthy();
    expect(within(active).getByText('Compra aprovada')).toBeTruthy();
    expect(within(active).getByText('Ativo')).toBeTruthy();
    expect(within(active).queryByRole('alert')).toBeNull();
    expect(within(active).queryByText('purchase.approved')).toBeNull();

    const failing = await card('Automação');
    expect(within(failing).getByRole('alert').textContent).toMatch(/^Falhando desde 18\/11\/2026/);

    const disabled = await card('Endpoint sem descrição');
    const alert = within(disabled).getByRole('alert');
    expect(alert.textContent).toMatch(/^Desativado em 15\/11\/2026, 09:00 após 5 dias de falhas\./);
    expect(alert.textContent).toContain('parou de enviar eventos');
    expect(within(disabled).getByText('Checkout abandonado')).toBeTruthy();
  });

  it('says when there is no endpoint yet', async () => {
    stubFetch(json(200, { endpoints: [] }));
    renderAdmin(<WebhooksPage />);
    expect(await screen.findByText('Nenhum endpoint cadastrado ainda.')).toBeTruthy();
  });

  it('adds an endpoint and shows its secret once, with how to check a delivery', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const fetchMock = stubFetch(
      json(200, { endpoints: [] }),
      json(201, { id: ACTIVE.id, secret }),
      json(200, { endpoints: [ACTIVE] }),
    );
    renderAdmin(<WebhooksPage />);
    await screen.findByText('Nenhum endpoint cadastrado ainda.');

    const submit = screen.getByRole('button', { name: 'Cadastrar endpoint' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Endereço (URL)'), { target: { value: ` ${ACTIVE.url} ` } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compra aprovada' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lead capturado (nome e WhatsApp)' }));
    fireEvent.change(screen.getByLabelText('Descrição (opcional)'), { target: { value: 'CRM de vendas' } });
    fireEvent.submit(submit.closest('form') as HTMLFormElement);

    const panel = (await screen.findByRole('heading', { name: /copie o segredo agora/ })).closest(
      'section',
    ) as HTMLElement;
    expect((within(panel).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(secret);
    expect(within(panel).getByRole('button', { name: 'Copiar segredo' })).toBeTruthy();
    expect(panel.textContent).toContain('aparece só desta vez');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(within(panel).getByText(header)).toBeTruthy();
    }
    const [, post] = fetchMock.mock.calls;
    expect(String(post?.[0])).toBe('/api/admin/webhooks');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      url: ACTIVE.url,
      events: ['purchase.approved', 'lead.captured'],
      description: 'CRM de vendas',
    });
    await card('CRM de vendas');
    // The form is empty again; the list never carries the secret.
    expect((screen.getByLabelText('Endereço (URL)') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(panel).getByRole('button', { name: 'Já guardei o segredo' }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('says beside the address why the server refused it', async () => {
    const message =
      'Este endereço leva à rede interna (localhost, IP privado ou de metadados) e não pode receber webhooks. Use um endereço público.';
    stubFetch(
      json(200, { endpoints: [] }),
      failure(400, 'webhook_url_not_public', message, { url: message }),
    );
    renderAdmin(<WebhooksPage />);
    await screen.findByText('Nenhum endpoint cadastrado ainda.');
    fireEvent.change(screen.getByLabelText('Endereço (URL)'), {
      target: { value: 'https://127.0.0.1/hook' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'PIX gerado' }));
    fireEvent.submit(
      screen.getByRole('button', { name: 'Cadastrar endpoint' }).closest('form') as HTMLFormElement,
    );

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    const input = screen.getByLabelText('Endereço (URL)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: /copie o segredo/ })).toBeNull();
  });

  it('shows the deliveries in pt-BR, sends a test event and resends a delivery', async () => {
    const fetchMock = stubFetch(
      json(200, { endpoints: [ACTIVE] }),
      json(200, DELIVERIES),
      json(202, { deliveryId: crypto.randomUUID(), eventId: 'msg_novo' }),
      json(200, DELIVERIES),
      json(200, { endpoints: [ACTIVE] }),
      json(202, { deliveryId: DELIVERIES.deliveries[0]?.id }),
      json(200, DELIVERIES),
      json(200, { endpoints: [ACTIVE] }),
    );
    renderAdmin(<WebhooksPage />);
    const active = await card('CRM de vendas');
    fireEvent.click(within(active).getByRole('button', { name: /Ver entregas/ }));

    const row = (await within(active).findByText('Compra aprovada', { selector: 'td > div' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Falhou')).toBeTruthy();
    expect(within(row).getByText('500')).toBeTruthy();
    expect(within(row).getByText(/Sem resposta no tempo limite/)).toBeTruthy();
    expect(within(row).getByText(/Resposta HTTP 500/)).toBeTruthy();

    fireEvent.click(within(active).getByRole('button', { name: 'Enviar evento de teste' }));
    expect(await screen.findByText('Evento de teste na fila: ele é enviado em instantes.')).toBeTruthy();
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('POST');
    expect(fetchedUrls(fetchMock)[2]).toBe(`/api/admin/webhooks/${ACTIVE.id}/test`);

    fireEvent.click(await within(active).findByRole('button', { name: /^Reenviar/ }));
    expect(await screen.findByText('Compra aprovada: reenvio na fila.')).toBeTruthy();
    expect(fetchedUrls(fetchMock)).toContain(
      `/api/admin/webhooks/deliveries/${DELIVERIES.deliveries[0]?.id}/resend`,
    );
  });

  it('asks before deleting an endpoint, and deletes it once confirmed', async () => {
    const fetchMock = stubFetch(
      json(200, { endpoints: [ACTIVE] }),
      json(200, { id: ACTIVE.id, deletedAt: '2026-11-20T12:00:00.000Z' }),
      json(200, { endpoints: [] }),
    );
    renderAdmin(<WebhooksPage />);
    const active = await card('CRM de vendas');
    fireEvent.click(within(active).getByRole('button', { name: /^Excluir/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir este endpoint?' });
    expect(within(dialog).getByText(ACTIVE.url)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir endpoint' }));

    expect(await screen.findByText('Endpoint excluído: ele não recebe mais eventos.')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(fetchedUrls(fetchMock)[1]).toBe(`/api/admin/webhooks/${ACTIVE.id}`);
    expect(await screen.findByText('Nenhum endpoint cadastrado ainda.')).toBeTruthy();
  });
});
