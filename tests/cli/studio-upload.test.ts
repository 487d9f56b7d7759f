// An upload becomes an asset only when its bytes are an image of a kind the skin schema allows,
// within the size limit, named from its type (cli/studio/asset-upload.ts).
import { describe, expect, it } from 'vitest';
import { assetBaseName, checkUpload, MAX_ASSET_BYTES } from '../../cli/studio/asset-upload';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('checkUpload', () => {
  it('reads the type from the bytes and names the file from it, whatever the name says', () => {
    expect(checkUpload('banner.svg', PNG)).toEqual({
      ok: true,
      type: 'png',
      path: 'assets/banner.png',
    });
    expect(checkUpload('photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toMatchObject({
      path: 'assets/photo.jpg',
    });
    expect(checkUpload('a.gif', text('GIF89a....'))).toMatchObject({ type: 'gif' });
    expect(checkUpload('a.webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toMatchObject({
      type: 'webp',
    });
    expect(checkUpload('favicon.ico', bytes(0, 0, 1, 0, 1, 0))).toMatchObject({
      path: 'assets/favicon.ico',
    });
    expect(
      checkUpload(
        'logo.svg',
        text(
          '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        ),
      ),
    ).toMatchObject({ ok: true, path: 'assets/logo.svg' });
  });

  it('refuses bytes that are no image, saying what they start with', () => {
    expect(checkUpload('logo.png', text('<html><script>alert(1)</script>'))).toEqual({
      ok: false,
      status: 400,
      message:
        '"logo.png" is not a PNG, JPEG, GIF, WebP, ICO or SVG image (it starts with the bytes 3c 68 74 6d 6c 3e 3c 73).',
    });
  });

  it('refuses an SVG that could run something at its own address', () => {
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><foreignObject></foreignObject></svg>',
    ]) {
      expect(checkUpload('x.svg', text(svg))).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('refuses an empty file and one over the size limit', () => {
    expect(checkUpload('a.png', bytes())).toEqual({
      ok: false,
      status: 400,
      message: '"a.png" is empty.',
    });
    const large = new Uint8Array(MAX_ASSET_BYTES + 1);
    large.set(PNG);
    expect(checkUpload('big.png', large)).toEqual({
      ok: false,
      status: 413,
      message: '"big.png" is larger than 2048 KB, the most an asset may be.',
    });
  });
});

describe('assetBaseName', () => {
  it('keeps a name the skin schema takes, and nothing of a path', () => {
    expect(assetBaseName('Summer Cup!.PNG')).toBe('summer-cup');
    expect(assetBaseName('../../etc/passwd')).toBe('passwd');
    expect(assetBaseName('C:\\images\\Logo_2.png')).toBe('logo_2');
    expect(assetBaseName('....png')).toBe('image');
  });
});
