import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable } from '../lib/api-request.ts';
import { CHECKOUT_MESSAGES, CHECKOUT_RETRY, checkCheckoutLink, errorForStatus } from './checkout-policy.ts';

describe('errorForStatus', () => {
  it('says a ticket sold out in the server’s words, as nothing to try again', () => {
    const soldOut = errorForStatus(409, {
      error: { code: 'offer_sold_out', message: 'Os ingressos deste evento se esgotaram.' },
    });
    expect([soldOut.message, soldOut.soldOut]).toEqual(['Os ingressos deste evento se esgotaram.', true]);
    expect(errorForStatus(409, { message: 'duplicado' }).soldOut).toBe(false);
  });

  it('names every status of spec §8, retrying only 5xx', () => {
    const cases: [number, unknown, string, boolean][] = [
      [400, { error: { code: 'x', message: 'CPF inválido' } }, 'Dados inválidos: CPF inválido', false],
      [400, { error: 'valor ausente' }, 'Dados inválidos: valor ausente', false],
      [400, { message: 'sem itens' }, 'Dados inválidos: sem itens', false],
      [400, null, 'Dados inválidos: Dados de pagamento inválidos', false],
      [401, {}, 'Erro de autenticação com o servidor de pagamentos', false],
      [403, {}, 'Acesso negado pelo servidor de pagamentos', false],
      [404, {}, 'Serviço de pagamento não encontrado', false],
      [500, {}, 'Servidor de pagamentos temporariamente indisponível', true],
      [503, {}, 'Servidor de pagamentos temporariamente indisponível', true],
      [409, { message: 'duplicado' }, 'Erro no servidor de pagamentos (409): duplicado', false],
      [422, undefined, 'Erro no servidor de pagamentos (422): Erro desconhecido', false],
    ];
    for (const [status, body, message, retryable] of cases) {
      const error = errorForStatus(status, body);
      const retried = isRetryable(new ApiError(status, undefined, 'x'), CHECKOUT_RETRY.retryStatuses);
      expect([status, error.message, retried]).toEqual([status, message, retryable]);
    }
  });
});

describe('checkCheckoutLink', () => {
  it('accepts a well-formed http(s) link', () => {
    expect(checkCheckoutLink('https://sandbox.asaas.com/c/abc')).toBe('https://sandbox.asaas.com/c/abc');
  });

  it('rejects an empty or missing link as invalid', () => {
    for (const link of ['', '   ', undefined, null, 42]) {
      expect(() => checkCheckoutLink(link)).toThrow(CHECKOUT_MESSAGES.linkInvalid);
    }
  });

  it('rejects a link that is not a URL, or not http(s), as malformed', () => {
    for (const link of ['pagamento', 'javascript:alert(1)', 'https://']) {
      expect(() => checkCheckoutLink(link)).toThrow(CHECKOUT_MESSAGES.linkMalformed);
    }
  });
});
