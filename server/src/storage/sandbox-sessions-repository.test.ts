// A sandbox checkout opened through one server process is found, paid and closed through another.

import { CONTRACT_REQUEST } from '@funil/testkit/contracts/payment-provider-contract';
import { pixChargeRequest } from '@funil/testkit/contracts/pix-charge-contract';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createSandboxSessionsRepository } from './sandbox-sessions-repository.ts';

describeEachEngine('sandbox sessions in the database', (database) => {
  it('are shared by every process, and settled once', async () => {
    const t = database();
    const other = t.engine === 'postgres' ? t.openAnother() : t.db;
    const first = createSandboxProvider(createSandboxSessionsRepository(t.db));
    const second = createSandboxProvider(createSandboxSessionsRepository(other));

    const { id, link } = await first.createCheckout(CONTRACT_REQUEST, { origin: 'https://funil.test' });
    const session = await second.session(id);
    expect(session).toEqual({
      id,
      key: new URL(link).searchParams.get('key'),
      request: CONTRACT_REQUEST,
      status: 'ACTIVE',
    });
    expect(await second.settle(id, 'PAID')).toBe(true);
    expect(await first.settle(id, 'CANCELED')).toBe(false);
    expect((await first.session(id))?.status).toBe('PAID');
    expect(await first.session('sbx_00000000000000000000000000000000')).toBeUndefined();

    const plan = await second.openInstallmentPlan(6);
    expect(await first.installmentCount(plan)).toBe(6);
  });

  it('keep PIX charges every process can pay, and settle each once', async () => {
    const t = database();
    const other = t.engine === 'postgres' ? t.openAnother() : t.db;
    const first = createSandboxProvider(createSandboxSessionsRepository(t.db));
    const second = createSandboxProvider(createSandboxSessionsRepository(other));

    const request = pixChargeRequest();
    const charge = await first.createPixCharge(request, { origin: 'https://funil.test' });
    expect(await second.pixCharge(charge.id)).toEqual({
      id: charge.id,
      key: new URL(charge.testPayUrl ?? '').searchParams.get('key'),
      request,
      status: 'ACTIVE',
    });
    expect(await second.finishPixCharge(charge.id, 'expire')).toBe('done');
    expect(await first.finishPixCharge(charge.id, 'expire')).toBe('not_active');
    // Overdue is not final, as on Asaas: it can still be paid, and then nothing else.
    expect(await first.finishPixCharge(charge.id, 'approve')).toBe('done');
    expect(await second.cancelPixCharge(charge.id)).toBe(false);
    expect((await first.pixCharge(charge.id))?.status).toBe('PAID');
  });
});
