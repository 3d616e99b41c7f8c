import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { loadWhatsAppRunnerConfig } from './whatsapp-runner-config.ts';

describe('loadWhatsAppRunnerConfig', () => {
  it('defaults to a tick every 15 s, 08:00–21:00 in São Paulo and 4 messages per number an hour', () => {
    expect(loadWhatsAppRunnerConfig({})).toEqual({
      tickSeconds: 15,
      sendHours: { from: 8, until: 21, timeZone: 'America/Sao_Paulo' },
      maxPerNumberPerHour: 4,
      leaseSeconds: 300,
    });
  });

  it('reads every variable and refuses bad values', () => {
    expect(
      loadWhatsAppRunnerConfig({
        WHATSAPP_TICK_SECONDS: '5',
        WHATSAPP_SEND_HOURS: '09-18',
        WHATSAPP_PER_NUMBER_PER_HOUR: '2',
        WHATSAPP_LEASE_SECONDS: '60',
      }),
    ).toEqual({
      tickSeconds: 5,
      sendHours: { from: 9, until: 18, timeZone: 'America/Sao_Paulo' },
      maxPerNumberPerHour: 2,
      leaseSeconds: 60,
    });
    expect(() => loadWhatsAppRunnerConfig({ WHATSAPP_SEND_HOURS: '21-08' })).toThrow(ConfigError);
    expect(() => loadWhatsAppRunnerConfig({ WHATSAPP_TICK_SECONDS: '0' })).toThrow(/WHATSAPP_TICK_SECONDS/);
  });
});
