// How an endpoint's state reads on the staff screen: "Ativo", "Falhando desde …", "Desativado em … após
// 5 dias de falhas", and what the failing and disabled states mean for the staff.
import { labelFor, WEBHOOK_DISABLED_REASON_LABELS, WEBHOOK_ENDPOINT_STATE_LABELS } from '@funil/core/labels';
import type { AdminWebhookEndpoint } from '@funil/core/webhook-admin';
import { formatDateTime } from '../admin-format.ts';

export function endpointStateText(endpoint: AdminWebhookEndpoint): string {
  switch (endpoint.state) {
    case 'failing':
      return `${WEBHOOK_ENDPOINT_STATE_LABELS.failing} desde ${formatDateTime(endpoint.failingSince)}`;
    case 'disabled': {
      const reason = labelFor(WEBHOOK_DISABLED_REASON_LABELS, endpoint.disabledReason, '');
      return `${WEBHOOK_ENDPOINT_STATE_LABELS.disabled} em ${formatDateTime(endpoint.disabledAt)}${reason ? ` ${reason}` : ''}`;
    }
    default:
      return WEBHOOK_ENDPOINT_STATE_LABELS.active;
  }
}

/** What staff should know and do when an endpoint is not active; null when it is. */
export function endpointStateAdvice(endpoint: AdminWebhookEndpoint): string | null {
  switch (endpoint.state) {
    case 'failing':
      return 'Nenhuma entrega deu certo desde então: confira se o endereço está no ar e responde com 2xx. Depois de 5 dias falhando, o endpoint é desativado.';
    case 'disabled':
      return 'O Funil parou de enviar eventos para este endereço. Quando ele voltar a responder, exclua este endpoint e cadastre o endereço de novo.';
    default:
      return null;
  }
}
