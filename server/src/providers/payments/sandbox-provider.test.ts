// The sandbox passes the same contract as the Asaas client, and keeps each session's state.

import {
  CONTRACT_REQUEST,
  describePaymentProviderContract,
} from '@funil/testkit/contracts/payment-provider-contract';
import { describe, expect, it } from 'vitest';
import { createSandboxProvider, SANDBOX_ID, type SandboxProvider } from './sandbox-provider.ts';

let current: SandboxProvider | undefined;
let lastId: string | undefined;
/** Every webhook the sandboxes made here delivered, as the app's webhook route would take them. */
const delivered: unknown[] = [];

describePaymentProviderContract('Sandbox', {
  provider: () => {
    const provider = createSandboxProvider();
    provider.deliverWebhooksTo(async (body) => {
      delivered.push(body);
      return 200;
    });
    current = provider;
    return {
      name: provider.name,
      async createCheckout(request, context) {
        const checkout = await provider.createCheckout(request, context);
        lastId = checkout.id;
        return checkout;
      },
      installmentCount: (planId) => provider.installmentCount(planId),
      customer: (id) => provider.customer(id),
      createPixCharge: (request, context) => provider.createPixCharge(request, context),
      cancelPixCharge: (id) => provider.cancelPixCharge(id),
    };
  },
  lastReceived: async () => (lastId ? (await current?.session(lastId))?.request : undefined),
  openInstallmentPlan: (count) => {
    if (!current) throw new Error('provider() primeiro');
    return current.openInstallmentPlan(count);
  },
  addCustomer: (customer) => {
    if (!current || !lastId) throw new Error('um checkout primeiro');
    return current.recordCustomer(lastId, customer);
  },
  pixCharges: {
    // The sandbox's test page: its "paid" and "expired" buttons.
    pay: async (id) => void (await current?.finishPixCharge(id, 'approve')),
    expire: async (id) => void (await current?.finishPixCharge(id, 'expire')),
    webhooks: () => delivered,
    // The sandbox keeps the charge as asked; in Asaas's words, the split it would have sent.
    receivedSplit: async (id) => {
      const split = (await current?.pixCharge(id))?.request.split;
      return split && [{ walletId: split.walletId, fixedValue: split.fixedValueCents / 100 }];
    },
    // The test page's "Liberar comissão" and "Estornar" buttons.
    paySplit: async (id) => void (await current?.finishPixCharge(id, 'split')),
    refund: async (id) => void (await current?.finishPixCharge(id, 'refund')),
  },
});

describe('sandbox provider', () => {
  it('links to its page on the requesting origin, with a key of its own', async () => {
    const provider = createSandboxProvider();
    const checkout = await provider.createCheckout(CONTRACT_REQUEST, { origin: 'http://localhost:9' });
    expect(checkout.id).toMatch(SANDBOX_ID);
    const key = new URL(checkout.link).searchParams.get('key') ?? '';
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(checkout.link).toBe(`http://localhost:9/sandbox/checkout/${checkout.id}?key=${key}`);
    expect((await provider.session(checkout.id))?.key).toBe(key);
  });

  it('settles an active session once', async () => {
    const provider = createSandboxProvider();
    const { id } = await provider.createCheckout(CONTRACT_REQUEST, { origin: 'http://localhost' });
    expect((await provider.session(id))?.status).toBe('ACTIVE');
    expect(await provider.settle(id, 'PAID')).toBe(true);
    expect(await provider.settle(id, 'EXPIRED')).toBe(false);
    expect((await provider.session(id))?.status).toBe('PAID');
  });
});
