import { describe, expect, it } from 'vitest';
import { type DiagnosedProfile, diagnoseInstagram, type TipId } from './instagram-diagnosis.ts';

const SOLID_BIO =
  'Nutricionista para mães ocupadas. Cardápios de 15 minutos. Agende pelo link 👇 wa.me/5511987654321';

const profile = (overrides: Partial<DiagnosedProfile> = {}): DiagnosedProfile => ({
  followersCount: 2_400,
  followingCount: 300,
  postsCount: 120,
  isVerified: false,
  biography: SOLID_BIO,
  bio: SOLID_BIO,
  ...overrides,
});

const ids = (p: DiagnosedProfile): TipId[] => diagnoseInstagram(p).tips.map((tip) => tip.id);
const tip = (p: DiagnosedProfile, id: TipId) => diagnoseInstagram(p).tips.find((t) => t.id === id);

describe('Instagram diagnosis', () => {
  it('asks for first posts when there are none, and for a full grid below nine', () => {
    expect(ids(profile({ postsCount: 0 }))).toContain('first-posts');
    expect(ids(profile({ postsCount: 0 }))).not.toContain('complete-grid');
    expect(tip(profile({ postsCount: 4 }), 'complete-grid')?.reason).toContain('4 publicações');
    expect(tip(profile({ postsCount: 1 }), 'complete-grid')?.reason).toContain('1 publicação,');
    expect(ids(profile({ postsCount: 9 }))).not.toContain('complete-grid');
    expect(diagnoseInstagram(profile({ postsCount: 9 })).strengths[0]).toContain('9 publicações');
  });

  it('flags following many more accounts than follow back, with both numbers in the reason', () => {
    const p = profile({ followersCount: 400, followingCount: 1_250 });
    expect(tip(p, 'follow-ratio')?.reason).toContain(
      'Você segue 1.250 perfis e tem 400 seguidores (0,32 seguidor',
    );
    expect(diagnoseInstagram(p).followRatio).toBe(0.32);
    // Exactly half is not yet follow-for-follow.
    expect(ids(profile({ followersCount: 500, followingCount: 1_000 }))).not.toContain('follow-ratio');
  });

  it('counts a healthy ratio as a strength and survives following nobody', () => {
    expect(diagnoseInstagram(profile()).strengths.join(' ')).toContain('8 seguidores para cada perfil');
    const nobody = diagnoseInstagram(profile({ followingCount: 0, followersCount: 50 }));
    expect(nobody.followRatio).toBe(50);
    expect(nobody.tips.map((t) => t.id)).not.toContain('follow-ratio');
  });

  it('picks the growth lever by audience size', () => {
    expect(ids(profile({ followersCount: 999 }))).toContain('reach-new-people');
    expect(diagnoseInstagram(profile({ followersCount: 999 })).stage).toBe('comecando');
    expect(ids(profile({ followersCount: 1_000 }))).toContain('turn-followers-into-clients');
    expect(diagnoseInstagram(profile({ followersCount: 9_999 })).stage).toBe('crescendo');
    expect(ids(profile({ followersCount: 10_000 }))).toContain('partnerships');
    expect(tip(profile({ followersCount: 25_300 }), 'partnerships')?.reason).toContain('25.300 seguidores');
  });

  it('asks for a bio, a longer bio, a call to action and a link, each only when missing', () => {
    const empty = ids(profile({ biography: '', bio: '  ' }));
    expect(empty).toEqual(expect.arrayContaining(['write-bio', 'bio-link']));
    expect(empty).not.toContain('longer-bio');
    expect(empty).not.toContain('bio-call-to-action');

    const short = profile({ biography: 'Doces finos', bio: 'Doces finos' });
    expect(tip(short, 'longer-bio')?.reason).toContain('11 caracteres');
    expect(ids(short)).toEqual(expect.arrayContaining(['bio-call-to-action', 'bio-link']));

    expect(ids(profile())).not.toEqual(expect.arrayContaining(['write-bio']));
    for (const id of ['longer-bio', 'bio-call-to-action', 'bio-link'] as const)
      expect(ids(profile())).not.toContain(id);
    expect(diagnoseInstagram(profile()).strengths).toContain(
      'Sua bio explica o que você faz e convida para um próximo passo.',
    );
  });

  it('reads the bio from either field and recognises common links', () => {
    expect(ids(profile({ biography: '', bio: SOLID_BIO }))).not.toContain('write-bio');
    for (const bio of ['Loja online: https://loja.example', 'linktr.ee/ana', 'www.ana.com.br', 'ana.com.br'])
      expect(ids(profile({ biography: bio, bio })), bio).not.toContain('bio-link');
  });

  it('suggests verification only to large unverified profiles, and praises a verified one', () => {
    expect(ids(profile({ followersCount: 12_000 }))).toContain('verification');
    expect(ids(profile({ followersCount: 9_000 }))).not.toContain('verification');
    const verified = diagnoseInstagram(profile({ followersCount: 12_000, isVerified: true }));
    expect(verified.tips.map((t) => t.id)).not.toContain('verification');
    expect(verified.strengths.join(' ')).toContain('verificado');
  });

  it('gives every tip a title, advice and a reason, and a summary with the numbers', () => {
    const d = diagnoseInstagram(
      profile({ followersCount: 1, followingCount: 900, postsCount: 0, biography: '', bio: '' }),
    );
    expect(d.tips.length).toBeGreaterThanOrEqual(4);
    for (const t of d.tips)
      for (const text of [t.title, t.advice, t.reason]) expect(text.length, t.id).toBeGreaterThan(10);
    expect(d.summary).toBe(
      `Com 1 seguidor e 0 publicações, seu perfil está começando. Separamos ${d.tips.length} ajustes para crescer mais rápido.`,
    );
  });
});
