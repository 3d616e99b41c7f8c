// The sandbox's checkout page: plain server-rendered HTML in Portuguese, clearly a test environment.
import { formatBRL } from '@funil/core/offers';
import { html } from 'hono/html';
import { type SandboxPage, sandboxPage, styleHash } from '../sandbox-page.ts';
import { SANDBOX_KEY_PARAM, type SandboxSession } from './sandbox-provider.ts';

type Page = SandboxPage;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; line-height: 1.5; }
  main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
  .banner { background: #fef3c7; border: 2px solid #b45309; padding: .75rem 1rem; border-radius: .5rem; }
  section { background: #fff; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input, select, textarea { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #71717a; border-radius: .25rem; }
  fieldset { border: 1px solid #d4d4d8; border-radius: .25rem; margin: 1rem 0 .5rem; padding: .25rem .75rem .75rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  textarea { font-family: ui-monospace, monospace; font-size: .85rem; }
  button { margin-top: 1rem; padding: .75rem 1rem; font: inherit; font-weight: 600; border-radius: .25rem; border: 0; cursor: pointer; background: #15803d; color: #fff; }
  button.secondary { background: #3f3f46; }
  button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  img.qr { display: block; width: 15rem; height: 15rem; margin: .5rem auto; image-rendering: pixelated; }
`;

/** The one inline style of these pages, allowed by its hash in their Content-Security-Policy. */
export const SANDBOX_STYLE_HASH = styleHash(STYLE);

/** The frame of the payment sandbox's pages (its checkout and its PIX charges), with their one style. */
export function layout(title: string, body: unknown): Page {
  return sandboxPage({
    title,
    style: STYLE,
    banner: html`<strong>Ambiente de teste.</strong> Esta página simula o checkout do provedor de pagamentos.
        Nenhuma cobrança real é feita e nenhum dado de cartão é guardado.`,
    body,
  });
}

const STATUS_TEXT: Record<Exclude<SandboxSession['status'], 'ACTIVE'>, string> = {
  PAID: 'Este checkout de teste já foi pago.',
  EXPIRED: 'Este checkout de teste expirou.',
  CANCELED: 'Este checkout de teste foi cancelado.',
};

/**
 * The buyer's own details, as Asaas's page asks them: the payment's customer, from which a buyer
 * without a lead form becomes a lead. Each form has its own. Only the first name the checkout
 * carries is prefilled: a leaked link shows no more of a lead (decision 0019).
 */
function buyerFields(form: 'pix' | 'card', known: SandboxSession['request']['customerData']) {
  return html`<fieldset>
    <legend>Seus dados</legend>
    <label for="${form}-buyer-name">Nome completo</label>
    <input id="${form}-buyer-name" name="buyer_name" autocomplete="name" value="${known?.name ?? ''}" />
    <label for="${form}-buyer-email">E-mail</label>
    <input id="${form}-buyer-email" name="buyer_email" type="email" autocomplete="email" />
    <label for="${form}-buyer-phone">Celular</label>
    <input id="${form}-buyer-phone" name="buyer_phone" type="tel" autocomplete="tel" />
  </fieldset>`;
}

export function sandboxCheckoutPage(session: SandboxSession, pixCode: string): Page {
  const { request } = session;
  const total = Math.round(request.items.reduce((sum, item) => sum + item.value * item.quantity, 0) * 100);
  const item = request.items[0];
  const action = `/sandbox/checkout/${session.id}`;
  // Every action carries the link's key: without it the server does nothing.
  const key = html`<input type="hidden" name="${SANDBOX_KEY_PARAM}" value="${session.key}" />`;
  const pix = request.billingTypes.includes('PIX');
  const card = request.billingTypes.includes('CREDIT_CARD');
  const max = request.installment?.maxInstallmentCount ?? 1;
  const summary = html`<h1>Pagamento de teste</h1>
    <section aria-labelledby="resumo">
      <h2 id="resumo">Resumo</h2>
      <p>${item?.name ?? ''} — ${item?.description ?? ''}</p>
      <p>Valor: <strong data-testid="valor">${formatBRL(total)}</strong></p>
    </section>`;
  if (session.status !== 'ACTIVE') {
    return layout('Pagamento de teste', html`${summary}<p role="status">${STATUS_TEXT[session.status]}</p>`);
  }
  return layout(
    'Pagamento de teste',
    html`${summary}
    ${
      pix
        ? html`<section aria-labelledby="pix">
            <h2 id="pix">PIX</h2>
            <label for="pix-code">Código PIX copia e cola (fictício)</label>
            <textarea id="pix-code" rows="4" readonly>${pixCode}</textarea>
            <form method="post" action="${action}/approve">
              ${key}
              <input type="hidden" name="method" value="PIX" />
              ${buyerFields('pix', request.customerData)}
              <button type="submit">Simular pagamento PIX aprovado</button>
            </form>
          </section>`
        : ''
    }
    ${
      card
        ? html`<section aria-labelledby="cartao">
            <h2 id="cartao">Cartão de crédito</h2>
            <form method="post" action="${action}/approve">
              ${key}
              <input type="hidden" name="method" value="CREDIT_CARD" />
              ${buyerFields('card', request.customerData)}
              <label for="card-number">Número do cartão (de teste)</label>
              <input id="card-number" name="number" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111" />
              <label for="card-name">Nome impresso no cartão</label>
              <input id="card-name" name="holder" autocomplete="off" value="${request.customerData?.name ?? ''}" />
              <label for="card-expiry">Validade (MM/AA)</label>
              <input id="card-expiry" name="expiry" autocomplete="off" value="12/30" />
              <label for="card-cvv">CVV</label>
              <input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="off" value="123" />
              <label for="card-installments">Parcelas</label>
              <select id="card-installments" name="installments">
                ${Array.from({ length: max }, (_, index) => {
                  const count = max - index;
                  return html`<option value="${count}">${count}x de ${formatBRL(Math.round(total / count))}</option>`;
                })}
              </select>
              <button type="submit">Simular pagamento com cartão aprovado</button>
            </form>
          </section>`
        : ''
    }
    <section aria-labelledby="outros">
      <h2 id="outros">Outros resultados</h2>
      <form method="post" action="${action}/expire">
        ${key}
        <button type="submit" class="secondary">Deixar expirar</button>
      </form>
      <form method="post" action="${action}/cancel">
        ${key}
        <button type="submit" class="secondary">Cancelar pagamento</button>
      </form>
    </section>`,
  );
}

export function sandboxMessagePage(title: string, message: string): Page {
  return layout(title, html`<h1>${title}</h1><p role="alert">${message}</p>`);
}
