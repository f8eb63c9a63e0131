import { describe, expect, it } from 'vitest';
import { imageTypeOfBytes } from './image-upload';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

describe('what an uploaded image is, by its first bytes', () => {
  it.each([
    ['a PNG signature', '89504e470d0a1a0a', 'image/png'],
    ['a JPEG start of image (JFIF)', 'ffd8ffe000104a46', 'image/jpeg'],
    ['a JPEG start of image (Exif)', 'ffd8ffe1', 'image/jpeg'],
    ['HTML', Buffer.from('<!doctype').toString('hex'), null],
    ['SVG', Buffer.from('<svg xmlns').toString('hex'), null],
    ['a GIF', Buffer.from('GIF89a').toString('hex'), null],
    ['a PNG signature cut short', '89504e470d0a', null],
    ['nothing', '', null],
  ] as const)('%s is %s', (_what, hex, type) => {
    expect(imageTypeOfBytes(bytes(hex))).toBe(type);
  });
});
