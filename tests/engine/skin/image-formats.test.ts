import { describe, expect, it } from 'vitest';
import { detectImageFormat, IMAGE_FORMATS } from '../../../engine/skin/image-formats';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('image formats by their bytes', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)],
    ['WebP', text('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ')],
    ['GIF', text('GIF89a\u0001\u0000')],
    ['ICO', bytes(0, 0, 1, 0, 1, 0, 16, 16)],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG', text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg>')],
  ])('recognises %s', (name, head) => {
    expect(detectImageFormat(head)?.name).toBe(name);
  });

  it('recognises no format in text that is not an image', () => {
    expect(detectImageFormat(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(detectImageFormat(text('RIFF....WAVE'))).toBeUndefined();
  });

  it('has a format for every extension the skin schema allows an asset to have', async () => {
    const { default: values } = await import('../../../schemas/skin/values.schema.json');
    const pattern: string = values.$defs.assetPath.pattern;
    const extensions = /\(\?:([a-z|]+)\)\$$/.exec(pattern)?.[1].split('|');
    expect(extensions?.sort()).toEqual(Object.keys(IMAGE_FORMATS).sort());
  });
});
