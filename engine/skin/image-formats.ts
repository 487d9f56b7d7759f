// What an image file is, by its first bytes rather than its name: a PNG renamed logo.svg is
// served as image/svg+xml and the browser shows a broken image. One row per extension the skin
// schema's assetPath allows.

export interface ImageFormat {
  /** As an operator says it: `PNG`, `SVG`. */
  name: string;
  /** The extension a file of this format is given when the name is the tool's to choose. */
  extension: 'png' | 'jpg' | 'webp' | 'gif' | 'ico' | 'svg';
  /** Whether a file's first bytes (up to IMAGE_HEAD_BYTES) are this format. */
  matches(head: Uint8Array): boolean;
}

/** How many leading bytes the format checks read. */
export const IMAGE_HEAD_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An SVG is text whose first element is `<svg`, after an optional byte-order mark, XML
 * declaration, comments and doctype.
 */
function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(text);
}

const PNG: ImageFormat = {
  name: 'PNG',
  extension: 'png',
  matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const JPEG: ImageFormat = {
  name: 'JPEG',
  extension: 'jpg',
  matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
};
const WEBP: ImageFormat = {
  name: 'WebP',
  extension: 'webp',
  matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
};
const GIF: ImageFormat = {
  name: 'GIF',
  extension: 'gif',
  matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
};
const ICO: ImageFormat = {
  name: 'ICO',
  extension: 'ico',
  matches: (head) => startsWith(head, [0, 0, 1, 0]),
};
const SVG: ImageFormat = { name: 'SVG', extension: 'svg', matches: isSvg };

/** Extension (lower case, no dot) → the format a file so named must be. */
export const IMAGE_FORMATS: Readonly<Record<string, ImageFormat>> = {
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  webp: WEBP,
  gif: GIF,
  ico: ICO,
  svg: SVG,
};

export function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

/** The format a file's bytes say, whatever its name. */
export function detectImageFormat(head: Uint8Array): ImageFormat | undefined {
  return [PNG, JPEG, WEBP, GIF, ICO, SVG].find((format) => format.matches(head));
}
