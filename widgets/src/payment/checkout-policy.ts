// The checkout call's retry policy and error messages (spec §8), apart from any I/O.
import type { RetryPolicy } from '../lib/api-request.ts';

/**
 * Spec §8: 3 attempts, waiting 1 s then 2 s before the retries (backoffMs with a 500 ms base); the
 * first gets 15 s, the retries 30 s. Timeouts, network failures and 5xx are tried again, nothing else.
 */
export const CHECKOUT_RETRY: RetryPolicy = {
  attempts: 3,
  backoffBaseMs: 500,
  timeoutsMs: [15_000, 30_000, 30_000],
  retryStatuses: [],
};

export const CHECKOUT_MESSAGES = {
  timeout: 'Timeout ao conectar com o servidor de pagamentos. Tente novamente.',
  invalidData: (detail: string) => `Dados inválidos: ${detail}`,
  invalidDataDefault: 'Dados de pagamento inválidos',
  unauthorized: 'Erro de autenticação com o servidor de pagamentos',
  forbidden: 'Acesso negado pelo servidor de pagamentos',
  notFound: 'Serviço de pagamento não encontrado',
  unavailable: 'Servidor de pagamentos temporariamente indisponível',
  other: (status: number, message: string) => `Erro no servidor de pagamentos (${status}): ${message}`,
  otherDefault: 'Erro desconhecido',
  network: 'Não foi possível conectar ao servidor de pagamentos. Verifique sua conexão.',
  internal: 'Erro interno ao processar pagamento',
  emptyResponse: 'API retornou resposta vazia',
  noLink: 'API retornou resposta inválida - link não encontrado',
  linkInvalid: 'Erro: Link de pagamento inválido',
  linkMalformed: 'Erro: Link de pagamento malformado',
  /** What the visitor sees for any failure, with the attempt id. */
  friendly: 'Opa! Deu uma travadinha técnica aqui 🛠️ Mas é só tentar de novo que resolve na hora! 🎯',
} as const;

export class CheckoutError extends Error {
  override name = 'CheckoutError';
  /** The ticket's seats ran out (409 offer_sold_out): trying again will not help. */
  readonly soldOut: boolean;
  constructor(message: string, options: { soldOut?: boolean } = {}) {
    super(message);
    this.soldOut = options.soldOut ?? false;
  }
}

function errorCode(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown } } | null | undefined)?.error;
  return typeof error?.code === 'string' ? error.code : undefined;
}

/** The server's explanation: `{error: '...'}`, `{error: {message}}` or `{message}`. */
function serverDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  const nested = (error as { message?: unknown } | undefined)?.message;
  if (typeof nested === 'string' && nested) return nested;
  return typeof message === 'string' && message ? message : undefined;
}

export function errorForStatus(status: number, body: unknown): CheckoutError {
  const detail = serverDetail(body);
  if (status === 400)
    return new CheckoutError(CHECKOUT_MESSAGES.invalidData(detail ?? CHECKOUT_MESSAGES.invalidDataDefault));
  if (status === 401) return new CheckoutError(CHECKOUT_MESSAGES.unauthorized);
  if (status === 403) return new CheckoutError(CHECKOUT_MESSAGES.forbidden);
  if (status === 404) return new CheckoutError(CHECKOUT_MESSAGES.notFound);
  // The server's own words ('Os ingressos deste evento se esgotaram...'), nothing technical.
  if (status === 409 && errorCode(body) === 'offer_sold_out') {
    return new CheckoutError(detail ?? CHECKOUT_MESSAGES.otherDefault, { soldOut: true });
  }
  if (status >= 500) return new CheckoutError(CHECKOUT_MESSAGES.unavailable);
  return new CheckoutError(CHECKOUT_MESSAGES.other(status, detail ?? CHECKOUT_MESSAGES.otherDefault));
}

/** The link must be a non-empty, well-formed http(s) URL before the browser goes there. */
export function checkCheckoutLink(link: unknown): string {
  if (typeof link !== 'string' || link.trim() === '') throw new CheckoutError(CHECKOUT_MESSAGES.linkInvalid);
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    throw new CheckoutError(CHECKOUT_MESSAGES.linkMalformed);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CheckoutError(CHECKOUT_MESSAGES.linkMalformed);
  return url.href;
}
