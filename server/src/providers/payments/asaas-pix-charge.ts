// A PIX charge on Asaas, paid on our own page (issue 30): the buyer as a customer, a PIX payment for
// them, and its QR code. Checked against Asaas's API reference (docs.asaas.com, "Criar novo cliente",
// "Criar nova cobrança", "Obter QR Code para pagamentos via Pix", "Excluir cobrança"):
// - POST /v3/customers takes name, cpfCnpj (digits only), email, mobilePhone and notificationDisabled
//   (true: Asaas sends the customer none of its own e-mails, SMS or WhatsApp); answers { id: 'cus_…' }.
// - POST /v3/payments takes customer, billingType 'PIX', value (reais), dueDate (YYYY-MM-DD),
//   description and externalReference; answers { id: 'pay_…', status: 'PENDING', … }.
// - GET /v3/payments/{id}/pixQrCode answers { encodedImage (base64 PNG), payload, expirationDate }.
// - DELETE /v3/payments/{id} answers { deleted: true, id }; only a payment awaiting payment or overdue
//   can be removed, so a paid one is refused.
// - The payment's `split` (docs.asaas.com, "Split em cobranças avulsas") is a list of { walletId,
//   fixedValue | percentualValue }; Asaas pays it out of the net value when the payment is received,
//   and tells its fate with PAYMENT_SPLIT_DONE / PAYMENT_SPLIT_CANCELLED (decision 0040).
// Webhooks name the payment by its id: PAYMENT_RECEIVED when paid, PAYMENT_OVERDUE after the due date,
// PAYMENT_DELETED once removed.
import { DISPLAY_TIME_ZONE } from '@funil/core/dates';
import {
  PaymentProviderError,
  type PixChargeProviderRequest,
  type ProviderPixCharge,
} from '../../domain/ports/payments.ts';
import { type AsaasConnection, asaasRequest } from './asaas-request.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant, as Asaas's dueDate takes it: '2026-11-28'. */
export function saoPauloDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}

export async function createAsaasPixCharge(
  connection: AsaasConnection,
  request: PixChargeProviderRequest,
): Promise<ProviderPixCharge> {
  const customer = await asaasRequest(connection, 'POST', '/customers', {
    name: request.customer.name,
    email: request.customer.email,
    mobilePhone: request.customer.mobilePhone,
    cpfCnpj: request.customer.cpfCnpj,
    notificationDisabled: true,
  });
  const customerId = idOf(customer);
  const payment = await asaasRequest(connection, 'POST', '/payments', {
    customer: customerId,
    billingType: 'PIX',
    value: request.valueCents / 100,
    dueDate: saoPauloDate(request.expiresAt),
    description: request.description,
    externalReference: request.externalReference,
    // A partner's commission (issue 31): Asaas's `split`, a fixed value in reais per wallet.
    ...(request.split
      ? { split: [{ walletId: request.split.walletId, fixedValue: request.split.fixedValueCents / 100 }] }
      : {}),
  });
  const id = idOf(payment);
  try {
    const qr = await asaasRequest(connection, 'GET', `/payments/${encodeURIComponent(id)}/pixQrCode`);
    const { encodedImage, payload, expirationDate } = qr;
    if (
      typeof payload !== 'string' ||
      payload === '' ||
      typeof encodedImage !== 'string' ||
      encodedImage === ''
    ) {
      throw new PaymentProviderError({ kind: 'invalid_response' });
    }
    return {
      id,
      payload,
      encodedImage,
      expirationDate:
        typeof expirationDate === 'string' && expirationDate !== '' ? expirationDate : undefined,
    };
  } catch (error) {
    // A payment nobody can see the QR of must not stay payable: remove it before giving up.
    await cancelAsaasPixCharge(connection, id);
    throw error;
  }
}

/** True once Asaas says the payment is removed; false when it refused or could not be reached. */
export async function cancelAsaasPixCharge(connection: AsaasConnection, paymentId: string): Promise<boolean> {
  try {
    const answer = await asaasRequest(connection, 'DELETE', `/payments/${encodeURIComponent(paymentId)}`);
    return answer.deleted === true;
  } catch (error) {
    if (error instanceof PaymentProviderError) return false;
    throw error;
  }
}

function idOf(answer: Record<string, unknown>): string {
  if (typeof answer.id !== 'string' || answer.id === '')
    throw new PaymentProviderError({ kind: 'invalid_response' });
  return answer.id;
}
