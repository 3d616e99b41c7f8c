// The one contract suite every Instagram provider passes: the real client (against the fake) and the demo.
import type { InstagramProfile } from '@funil/core/instagram-profile';
import { InstagramLookupError, type InstagramProvider } from '@funil/server/domain/ports/instagram';
import { describe, expect, it } from 'vitest';

export interface ContractHarness {
  provider: () => InstagramProvider;
  /** A normalised username the provider knows. */
  existing: string;
  /** A normalised username the provider does not know. */
  missing: string;
}

export function describeInstagramProviderContract(name: string, harness: ContractHarness): void {
  describe(`${name} (contrato de provedor do Instagram)`, () => {
    it('answers a complete profile record for a known username, labelled with its source', async () => {
      const provider = harness.provider();
      const profile = await provider.fetchProfile(harness.existing);

      expect(profile.username).toBe(harness.existing);
      expect(profile.source).toBe(provider.source);
      expect(Object.keys(profile).sort()).toEqual(
        [
          'bio',
          'biography',
          'followersCount',
          'followingCount',
          'fullName',
          'isVerified',
          'postsCount',
          'profilePicUrl',
          'source',
          'username',
        ].sort(),
      );
      expectWellTyped(profile);
    });

    it('answers the same profile for the same username', async () => {
      const provider = harness.provider();
      expect(await provider.fetchProfile(harness.existing)).toEqual(
        await provider.fetchProfile(harness.existing),
      );
    });

    it('rejects an unknown username with not_found', async () => {
      await expect(harness.provider().fetchProfile(harness.missing)).rejects.toSatisfy(
        (error) => error instanceof InstagramLookupError && error.failure.kind === 'not_found',
      );
    });

    it('rejects a name that cannot be an Instagram account with not_found', async () => {
      await expect(harness.provider().fetchProfile('nome){id}')).rejects.toBeInstanceOf(InstagramLookupError);
    });
  });
}

function expectWellTyped(profile: InstagramProfile): void {
  expect(profile.fullName.length).toBeGreaterThan(0);
  for (const count of [profile.followersCount, profile.followingCount, profile.postsCount]) {
    expect(Number.isInteger(count) && count >= 0, String(count)).toBe(true);
  }
  expect(typeof profile.isVerified).toBe('boolean');
  expect(typeof profile.biography).toBe('string');
  expect(typeof profile.bio).toBe('string');
  expect(profile.profilePicUrl).toMatch(/^$|^https?:\/\/|^data:image\//);
}
