import { describe, expect, it } from 'vitest';
import { DEFAULT_LAUNCH_SETTINGS, LAUNCH_SETTING_LABELS, type LaunchSettings } from './launch-settings.ts';
import { missingPublicSettings, PUBLIC_SETTING_LABELS } from './public-site.ts';

const FILLED: LaunchSettings = {
  ...DEFAULT_LAUNCH_SETTINGS,
  freeCall: { ...DEFAULT_LAUNCH_SETTINGS.freeCall, zoomUrl: 'https://us02web.zoom.us/j/123' },
  contacts: {
    teamWhatsapp: '5511987654321',
    buyersGroupUrl: 'https://chat.whatsapp.com/Compradores',
    callGroupUrl: 'https://chat.whatsapp.com/Call',
    supportEmail: 'suporte@exemplo.com.br',
    privacyEmail: 'dpo@exemplo.com.br',
  },
  tracking: {
    metaPixelId: '123456789012345',
    tiktokPixelId: 'C0ABCDEFGHIJ12345678',
    analyticsId: 'G-ABC1234',
  },
};

describe('missingPublicSettings', () => {
  it('lists nothing when every public setting is filled in', () => {
    expect(missingPublicSettings({ launch: FILLED, publicSiteUrl: 'https://exemplo.com.br' })).toEqual([]);
  });

  it('lists every setting the defaults leave empty, the server address last, with its consequence', () => {
    const missing = missingPublicSettings({ launch: DEFAULT_LAUNCH_SETTINGS, publicSiteUrl: undefined });
    expect(missing.map((setting) => setting.key)).toEqual([
      'contacts.teamWhatsapp',
      'contacts.privacyEmail',
      'contacts.supportEmail',
      'contacts.buyersGroupUrl',
      'contacts.callGroupUrl',
      'freeCall.zoomUrl',
      'tracking.metaPixelId',
      'tracking.tiktokPixelId',
      'tracking.analyticsId',
      'publicSiteUrl',
    ]);
    expect(missing[0]).toEqual({
      key: 'contacts.teamWhatsapp',
      label: 'WhatsApp da equipe',
      consequence: expect.stringMatching(/WhatsApp/),
      editable: true,
    });
    expect(missing.at(-1)).toMatchObject({ label: 'Endereço público do site', editable: false });
  });

  it('counts a blank value as missing', () => {
    const launch = { ...FILLED, contacts: { ...FILLED.contacts, privacyEmail: '  ' } };
    expect(missingPublicSettings({ launch, publicSiteUrl: ' ' }).map((setting) => setting.key)).toEqual([
      'contacts.privacyEmail',
      'publicSiteUrl',
    ]);
  });
});

it('names each setting as the settings screen does', () => {
  const { publicSiteUrl: _serverOnly, ...launchKeys } = PUBLIC_SETTING_LABELS;
  for (const [key, label] of Object.entries(launchKeys))
    expect(label).toBe(LAUNCH_SETTING_LABELS[key as keyof typeof LAUNCH_SETTING_LABELS]);
});
