// The one contract suite every ads provider passes: Meta's client (against the fake) and the local log.

import type { ConversionEvent, ConversionsProvider } from '@funil/server/domain/ports/conversions';
import { describe, expect, it } from 'vitest';

export interface ConversionsContractHarness {
  provider: () => ConversionsProvider;
  /** The event ids the destination has recorded as delivered so far. */
  delivered: () => string[];
}

export function sampleEvent(eventId: string, at = new Date()): ConversionEvent {
  return {
    event_name: 'Lead',
    event_time: Math.floor(at.getTime() / 1000),
    event_id: eventId,
    action_source: 'website',
    event_source_url: 'https://funil.example/',
    user_data: {
      em: '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345',
      client_ip_address: '203.0.113.7',
      client_user_agent: 'Mozilla/5.0 (teste)',
    },
    custom_data: { utm_source: 'instagram' },
  };
}

export function describeConversionsProviderContract(name: string, harness: ConversionsContractHarness): void {
  describe(`${name} (contrato de provedor de anúncios)`, () => {
    it('delivers a batch and answers ok', async () => {
      const before = harness.delivered().length;
      const result = await harness.provider().send([sampleEvent('contrato_1'), sampleEvent('contrato_2')]);
      expect(result).toEqual({ ok: true });
      expect(harness.delivered().slice(before)).toEqual(['contrato_1', 'contrato_2']);
    });

    it('names itself for logs', () => {
      expect(['meta', 'local-log']).toContain(harness.provider().name);
    });
  });
}
