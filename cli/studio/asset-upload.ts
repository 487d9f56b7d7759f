// An image the operator uploads in the studio (a logo, a favicon, a banner) becomes a file of the
// skin's assets/ only when its bytes are an image of a kind the skin schema's asset paths allow:
// the type is read from the bytes, never from the name or the browser's word, and the file is
// named from that type, so `logo.png` holding a page of HTML is refused rather than served.

/** The largest asset the studio takes: a banner is tens of kilobytes, a logo a few. */
export const MAX_ASSET_BYTES = 2 * 1024 * 1024;

export type AssetType = 'png' | 'jpg' | 'gif' | 'webp' | 'ico' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const BINARY_TYPES: ReadonlyArray<{ type: AssetType; matches(bytes: Uint8Array): boolean }> = [
  { type: 'png', matches: (bytes) => startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) },
  { type: 'jpg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    type: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    type: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  { type: 'ico', matches: (bytes) => startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) },
];

/** An SVG document: markup whose first element, after the XML prologue and comments, is <svg>. */
function isSvg(text: string): boolean {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->|\s*<!DOCTYPE[^>]*>)*/i, '');
  return /^\s*<svg[\s>]/i.test(body);
}

/**
 * What an SVG may not hold: script, event handlers, javascript: links or foreign objects. The site
 * shows images with <img>, where none of these run, but a skin's asset is also reachable at its
 * own address, where the browser would run them.
 */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i;

export function assetTypeOf(bytes: Uint8Array): AssetType | undefined {
  const binary = BINARY_TYPES.find(({ matches }) => matches(bytes));
  if (binary) return binary.type;
  return isSvg(new TextDecoder().decode(bytes.subarray(0, 4096))) ? 'svg' : undefined;
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
