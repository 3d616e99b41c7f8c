import { describeInstagramProviderContract } from '@funil/testkit/contracts/instagram-provider-contract';
import { describe, expect, it } from 'vitest';
import { createDemoProvider, DEMO_BIO } from './demo-provider.ts';

describeInstagramProviderContract('demo', {
  provider: createDemoProvider,
  existing: 'maria.silva_ia',
  missing: 'naoexiste.ninguem',
});

describe('demo provider', () => {
  it('says it is a demonstration and derives a readable name from the username', async () => {
    const profile = await createDemoProvider().fetchProfile('maria.silva_ia');
    expect(profile).toMatchObject({
      username: 'maria.silva_ia',
      fullName: 'Maria Silva Ia',
      biography: DEMO_BIO,
      bio: DEMO_BIO,
      isVerified: false,
      source: 'demo',
    });
    expect(DEMO_BIO).toMatch(/demonstração/);
  });

  it('draws an inline SVG avatar with the first letter, needing no network', async () => {
    const { profilePicUrl } = await createDemoProvider().fetchProfile('bruno');
    const [prefix, data = ''] = profilePicUrl.split(',');
    expect(prefix).toBe('data:image/svg+xml;base64');
    const svg = Buffer.from(data, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>B</text>');
  });

  it('gives different usernames different profiles', async () => {
    const demo = createDemoProvider();
    const [a, b] = await Promise.all([demo.fetchProfile('ana'), demo.fetchProfile('bia')]);
    expect([a.followersCount, a.profilePicUrl]).not.toEqual([b.followersCount, b.profilePicUrl]);
  });
});
