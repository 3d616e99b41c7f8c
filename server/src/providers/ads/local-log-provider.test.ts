import {
  describeConversionsProviderContract,
  sampleEvent,
} from '@funil/testkit/contracts/conversions-provider-contract';
import { describe, expect, it } from 'vitest';
import { createLocalLogProvider } from './local-log-provider.ts';

const lines: { fields: Record<string, unknown>; message: string }[] = [];
const provider = createLocalLogProvider({ info: (fields, message) => lines.push({ fields, message }) });

describeConversionsProviderContract('local log (embedded default)', {
  provider: () => provider,
  delivered: () => lines.map((line) => String(line.fields.event_id)),
});

describe('local log provider', () => {
  it('says nothing was sent, and logs no user data', async () => {
    await provider.send([sampleEvent('log_1')]);
    const line = lines.at(-1);
    expect(line?.message).toMatch(/log local.*nada foi enviado/);
    expect(JSON.stringify(line)).not.toContain('203.0.113.7');
    expect(JSON.stringify(line)).not.toContain(sampleEvent('x').user_data.em);
  });
});
