// What staff read when an endpoint's URL is refused at registration (pt-BR).
import type { WebhookUrlRefusal } from '../ports/webhook-deliveries.ts';

export const WEBHOOK_URL_REFUSAL_MESSAGES: Record<WebhookUrlRefusal, string> = {
  invalid_url: 'Informe uma URL completa, como https://sistema.exemplo.com.br/webhooks.',
  https_required: 'A URL precisa começar com https://.',
  credentials_in_url:
    'Tire o usuário e a senha da URL: cada entrega já vem assinada com o segredo do endpoint.',
  unresolvable: 'Não encontramos esse endereço (DNS). Confira o domínio da URL.',
  address_refused:
    'Esse endereço é de rede interna (local, privada ou de metadados) e não recebe webhooks. Use um endereço público.',
};
