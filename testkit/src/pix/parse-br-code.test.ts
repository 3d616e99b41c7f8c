// The BR Code reader the PIX tests trust: it must split a real code and catch a broken one.
import { describe, expect, it } from 'vitest';
import { parseBrCode, pngSize } from './parse-br-code.ts';

/** The Central Bank's published example of a static BR Code (a key, no amount). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('parseBrCode', () => {
  it("splits the Central Bank's example into its fields and sub-fields, with a valid CRC", () => {
    const code = parseBrCode(BCB_EXAMPLE);
    expect(code.crcValid).toBe(true);
    expect(code.fields).toMatchObject({
      '00': '01',
      '52': '0000',
      '53': '986',
      '58': 'BR',
      '59': 'Fulano de Tal',
    });
    expect(code.merchantAccount).toEqual({
      '00': 'br.gov.bcb.pix',
      '01': '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(code.additionalData).toEqual({ '05': '***' });
  });

  it('says the CRC is wrong when one character changed, and refuses a code cut short', () => {
    expect(parseBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana')).crcValid).toBe(false);
    expect(() => parseBrCode(BCB_EXAMPLE.slice(0, 40))).toThrow();
  });
});

describe('pngSize', () => {
  it('reads the size of a PNG and refuses anything else', () => {
    const onePixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect(pngSize(onePixel)).toEqual({ width: 1, height: 1 });
    expect(pngSize(Buffer.from('GIF89a not a png at all').toString('base64'))).toBeUndefined();
  });
});
