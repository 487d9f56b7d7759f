// An image the operator uploads in the studio (a logo, a favicon, a banner) becomes a file of the
// skin's assets/ only when its bytes are an image of a kind the skin schema's asset paths allow:
// the type is read from the bytes, never from the name or the browser's word, and the file is
// named from that type, so `logo.png` holding a page of HTML is refused rather than served.
import { detectImageFormat, IMAGE_HEAD_BYTES } from '../../engine/authoring';

/** The largest asset the studio takes: a banner is tens of kilobytes, a logo a few. */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;

export type AssetType = NonNullable<ReturnType<typeof detectImageFormat>>['extension'];

/**
 * What an SVG may not hold: script, event handlers, javascript: links or foreign objects. The site
 * shows images with <img>, where none of these run, but a skin's asset is also reachable at its
 * own address, where the browser would run them.
 */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i;

/** The type the bytes say (the engine's check that validate also runs), whatever the name. */
export function assetTypeOf(bytes: Uint8Array): AssetType | undefined {
  return detectImageFormat(bytes.subarray(0, IMAGE_HEAD_BYTES))?.extension;
}

export type UploadCheck =
  | {
      ok: true;
      type: AssetType;
      /** `assets/<name>.<type>`, before a free name is found. */ path: string;
    }
  | { ok: false; status: 400 | 413; message: string };

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** A file name the skin schema's asset paths take: lowercase letters, digits, `-` and `_`. */
export function assetBaseName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe = base
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return safe || 'image';
}

export const oversizeMessage = (name: string) =>
  `${JSON.stringify(name)} is larger than ${kilobytes(MAX_ASSET_BYTES)}, the most an asset may be.`;

/** The checks an upload passes before it joins the draft; `name` is only a wish for the name. */
export function checkUpload(name: string, bytes: Uint8Array): UploadCheck {
  const label = JSON.stringify(name);
  if (bytes.length === 0) return { ok: false, status: 400, message: `${label} is empty.` };
  if (bytes.length > MAX_ASSET_BYTES) {
    return { ok: false, status: 413, message: oversizeMessage(name) };
  }
  const type = assetTypeOf(bytes);
  if (!type) {
    const start = [...bytes.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0'));
    return {
      ok: false,
      status: 400,
      message: `${label} is not a PNG, JPEG, GIF, WebP, ICO or SVG image (it starts with the bytes ${start.join(' ')}).`,
    };
  }
  if (type === 'svg' && ACTIVE_SVG.test(new TextDecoder().decode(bytes))) {
    return {
      ok: false,
      status: 400,
      message: `${label} is an SVG with script, event handlers, javascript: links or foreign objects; an asset must be a plain picture.`,
    };
  }
  return { ok: true, type, path: `assets/${assetBaseName(name)}.${type}` };
}
