// The one contract suite every payment provider passes: the Asaas client (against the fake) and the sandbox.

import type { PaymentProvider, ProviderCheckoutRequest } from '@funil/server/domain/ports/payments';
import { describe, expect, it } from 'vitest';
import { describePixChargeContract, type PixChargeHarness } from './pix-charge-contract.ts';

export interface PaymentContractHarness {
  provider: () => PaymentProvider;
  /** What the provider received for the last checkout it created, as it understood it. */
  lastReceived: () => Promise<ProviderCheckoutRequest | undefined> | ProviderCheckoutRequest | undefined;
  /** Makes the last provider() hold an installment plan of `count`, as a split card sale does; its id. */
  openInstallmentPlan: (count: number) => Promise<string> | string;
  /** Makes the last provider() know a buyer as its page would (name, e-mail, mobile); the customer's id. */
  addCustomer: (customer: { name: string; email: string; phone: string }) => Promise<string> | string;
  /** The outside world of the last provider()'s PIX charges: the buyer's bank, the calendar. */
  pixCharges: PixChargeHarness;
}

export const CONTRACT_REQUEST: ProviderCheckoutRequest = {
  billingTypes: ['PIX'],
  chargeTypes: ['DETACHED'],
  minutesToExpire: 1440,
  items: [
    { name: 'IA NA PRÁTICA', description: 'Programa IA NA PRÁTICA - PIX à vista', quantity: 1, value: 1797 },
  ],
  callback: {
    successUrl: 'http://localhost:8787/pagamento/sucesso?lead=11111111-2222-4333-8444-555555555555',
    cancelUrl: 'http://localhost:8787/ianapratica',
    expiredUrl: 'http://localhost:8787/pagamento/expirado?lead=11111111-2222-4333-8444-555555555555',
  },
  externalReference: 'PROGRAMAIANAPRATICA_11111111-2222-4333-8444-555555555555',
};

const CONTEXT = { origin: 'http://localhost:8787' };

export function describePaymentProviderContract(name: string, harness: PaymentContractHarness): void {
  describe(`${name} (contrato de provedor de pagamentos)`, () => {
    it('creates a checkout with an id and an http(s) link to pay on', async () => {
      const checkout = await harness.provider().createCheckout(CONTRACT_REQUEST, CONTEXT);
      expect(checkout.id).toMatch(/^\S+$/);
      expect(['http:', 'https:']).toContain(new URL(checkout.link).protocol);
    });

    it('receives the request exactly as built: prices, callbacks and reference untouched', async () => {
      const card: ProviderCheckoutRequest = {
        ...CONTRACT_REQUEST,
        billingTypes: ['CREDIT_CARD'],
        chargeTypes: ['INSTALLMENT'],
        items: [
          { name: 'IA NA PRÁTICA', description: 'Programa IA NA PRÁTICA', quantity: 1, value: 2080.32 },
        ],
        installment: { maxInstallmentCount: 12 },
      };
      await harness.provider().createCheckout(card, CONTEXT);
      expect(await harness.lastReceived()).toEqual(card);
    });

    it('receives a charge-at-once checkout with its partner split exactly as built (Asaas: `splits`)', async () => {
      const withSplit: ProviderCheckoutRequest = {
        ...CONTRACT_REQUEST,
        splits: [{ walletId: '0b763922-aa88-4cbe-a567-e3fe8511fa06', fixedValue: 179.7 }],
      };
      await harness.provider().createCheckout(withSplit, CONTEXT);
      expect(await harness.lastReceived()).toEqual(withSplit);
    });

    it('tells the number of installments of a plan it holds, and nothing for one it does not', async () => {
      const provider = harness.provider();
      const plan = await harness.openInstallmentPlan(3);
      expect(await provider.installmentCount(plan)).toBe(3);
      expect(await provider.installmentCount('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('tells who a customer is (name, e-mail, mobile), and nothing for one it does not know', async () => {
      const provider = harness.provider();
      await provider.createCheckout(CONTRACT_REQUEST, CONTEXT);
      const id = await harness.addCustomer({
        name: 'Bia Rocha',
        email: 'bia@exemplo.com',
        phone: '11987654321',
      });
      expect(await provider.customer(id)).toEqual({
        name: 'Bia Rocha',
        email: 'bia@exemplo.com',
        phone: '11987654321',
      });
      expect(await provider.customer('cus_000000000000')).toBeUndefined();
    });

    it('gives every checkout its own id and link', async () => {
      const provider = harness.provider();
      const first = await provider.createCheckout(CONTRACT_REQUEST, CONTEXT);
      const second = await provider.createCheckout(CONTRACT_REQUEST, CONTEXT);
      expect(second.id).not.toBe(first.id);
      expect(second.link).not.toBe(first.link);
    });

    describePixChargeContract(harness.provider, harness.pixCharges);
  });
}
