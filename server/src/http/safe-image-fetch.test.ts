import { describe, expect, it } from 'vitest';
import { sniffRasterType } from './safe-image-fetch.ts';

describe('sniffRasterType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
    );

  it('names each raster format by its signature', () => {
    expect(sniffRasterType(bytes([0xff, 0xd8, 0xff, 0xdb], 'xx'))).toBe('image/jpeg');
    expect(sniffRasterType(bytes('\x89PNG\r\n\x1a\n', 'IHDR'))).toBe('image/png');
    expect(sniffRasterType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffRasterType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffRasterType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffRasterType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
  });

  it('refuses markup, SVG, other RIFF files and empty bodies', () => {
    for (const body of [
      '<html>',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      'RIFF\0\0\0\0WAVEfmt ',
      '',
      '\xff\xd8',
    ]) {
      expect(sniffRasterType(Buffer.from(body, 'latin1')), JSON.stringify(body)).toBeUndefined();
    }
  });
});
