import { describe, expect, it } from 'vitest';
import type { OgCard } from '../domain/og-card.ts';
import { ogImages, type Png } from './og-image.ts';
import { drawableText, headlineSize } from './og-image-draw.ts';

const CARD: OgCard = { name: 'IA NA PRÁTICA', headline: 'Vagas esgotadas', when: 'Imersão · 26 de abril' };

/** A drawing that counts its calls and names the headline it drew in its bytes. */
function countingDraw() {
  const drawn: string[] = [];
  return {
    drawn,
    draw: async (card: OgCard): Promise<Png> => {
      drawn.push(card.headline);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new TextEncoder().encode(card.headline) as Png;
    },
  };
}

describe('ogImages: each version drawn once and kept', () => {
  it('draws a version once, however many ask for it at the same time', async () => {
    const { drawn, draw } = countingDraw();
    const images = ogImages({ draw });
    const answers = await Promise.all(Array.from({ length: 50 }, () => images.png('v1', () => CARD)));
    expect(drawn).toEqual(['Vagas esgotadas']);
    expect(new Set(answers).size).toBe(1);
    await images.png('v1', () => ({ ...CARD, headline: 'not drawn' }));
    expect(drawn).toHaveLength(1);
  });

  it('keeps the last two versions and forgets older ones', async () => {
    const { drawn, draw } = countingDraw();
    const images = ogImages({ draw });
    for (const version of ['v1', 'v2', 'v3', 'v2', 'v3', 'v1']) {
      await images.png(version, () => ({ ...CARD, headline: version }));
    }
    expect(drawn).toEqual(['v1', 'v2', 'v3', 'v1']);
  });

  it('draws again after a drawing failed', async () => {
    let fail = true;
    const images = ogImages({
      draw: async () => {
        if (fail) throw new Error('sem memória');
        return new Uint8Array([1]) as Png;
      },
    });
    await expect(images.png('v1', () => CARD)).rejects.toThrow('sem memória');
    fail = false;
    expect([...(await images.png('v1', () => CARD))]).toEqual([1]);
  });
});

describe('the headline always fits', () => {
  it('is large when short and smaller as it grows, never more lines than fit', () => {
    const short = headlineSize('Vagas esgotadas');
    const long = headlineSize(
      'Inscrições abertas para o programa que coloca a IA para trabalhar no seu negócio '.repeat(2),
    );
    expect(short.fontSize).toBeGreaterThan(long.fontSize);
    for (const size of [short, long]) expect(size.fontSize * 1.12 * size.lines).toBeLessThanOrEqual(300);
  });

  it('keeps accents and ©, leaves out emoji the fonts cannot draw', () => {
    expect(drawableText('🚀 Ação, coração e informação ✨ — IA©  na prática 👩‍💻')).toBe(
      'Ação, coração e informação — IA© na prática',
    );
  });
});
