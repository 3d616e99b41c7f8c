// The sandbox's page of one PIX charge made on our own payment modal: plain server-rendered HTML in
// Portuguese, clearly a test, with the charge, its QR and code, and buttons that settle it.
import { formatBRL } from '@funil/core/offers';
import { html } from 'hono/html';
import type { SandboxPage } from '../sandbox-page.ts';
import { layout } from './sandbox-checkout-page.ts';
import { SANDBOX_PIX_PATH, type SandboxPixCharge } from './sandbox-pix-charge.ts';
import { SANDBOX_KEY_PARAM } from './sandbox-provider.ts';

const STATUS_TEXT: Record<Exclude<SandboxPixCharge['status'], 'ACTIVE'>, string> = {
  PAID: 'Esta cobrança PIX de teste já foi paga. Volte à página de pagamento.',
  EXPIRED: 'Esta cobrança PIX de teste venceu sem pagamento (um PIX atrasado ainda pode ser simulado).',
  CANCELED: 'Esta cobrança PIX de teste foi cancelada.',
  REFUNDED: 'Esta cobrança PIX de teste foi estornada: o dinheiro voltou ao comprador.',
};

export function sandboxPixPage(
  charge: SandboxPixCharge,
  code: { payload: string; encodedImage: string },
): SandboxPage {
  const { request } = charge;
  const action = `${SANDBOX_PIX_PATH}/${charge.id}`;
  // Every action carries the link's key: without it the server does nothing.
  const key = html`<input type="hidden" name="${SANDBOX_KEY_PARAM}" value="${charge.key}" />`;
  const payable = charge.status === 'ACTIVE' || charge.status === 'EXPIRED';
  return layout(
    'PIX de teste',
    html`<h1>PIX de teste</h1>
      <section aria-labelledby="cobranca">
        <h2 id="cobranca">Cobrança</h2>
        <p>${request.description}</p>
        <p>Valor: <strong data-testid="valor">${formatBRL(request.valueCents)}</strong></p>
        <img class="qr" src="data:image/png;base64,${code.encodedImage}" alt="QR Code PIX de teste (fictício)" />
        <label for="pix-code">Código PIX copia e cola (fictício)</label>
        <textarea id="pix-code" rows="4" readonly>${code.payload}</textarea>
      </section>
      ${
        request.split
          ? html`<section aria-labelledby="split">
              <h2 id="split">Split (comissão do parceiro)</h2>
              <p>Carteira: <code data-testid="split-wallet">${request.split.walletId}</code></p>
              <p>Valor fixo: <strong data-testid="split-valor">${formatBRL(request.split.fixedValueCents)}</strong></p>
            </section>`
          : ''
      }
      ${charge.status === 'ACTIVE' ? '' : html`<p role="status">${STATUS_TEXT[charge.status]}</p>`}
      ${
        charge.status === 'PAID'
          ? html`<section aria-labelledby="depois">
              <h2 id="depois">Depois do pagamento (teste)</h2>
              ${
                request.split
                  ? html`<form method="post" action="${action}/split">
                      ${key}
                      <button type="submit">Liberar comissão (PAYMENT_SPLIT_DONE)</button>
                    </form>`
                  : ''
              }
              <form method="post" action="${action}/refund">
                ${key}
                <button type="submit" class="secondary">Estornar (PAYMENT_REFUNDED)</button>
              </form>
            </section>`
          : ''
      }
      ${
        payable
          ? html`<section aria-labelledby="resultado">
              <h2 id="resultado">Resultado do teste</h2>
              <form method="post" action="${action}/approve">
                ${key}
                <button type="submit">Simular pagamento aprovado (teste)</button>
              </form>
              ${
                charge.status === 'ACTIVE'
                  ? html`<form method="post" action="${action}/expire">
                      ${key}
                      <button type="submit" class="secondary">Simular expiração (teste)</button>
                    </form>`
                  : ''
              }
            </section>`
          : ''
      }`,
  );
}
