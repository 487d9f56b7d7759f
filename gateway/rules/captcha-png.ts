// Draws a captcha as a real PNG with no image library: digits from a 5×7 bitmap font, scaled and
// jittered, under noise lines and dots, encoded as truecolour rows deflated with node:zlib.
import { deflateSync } from 'node:zlib';
import { createRandom, randomInt } from '../core/prng';

const WIDTH = 128;
const HEIGHT = 44;
const SCALE = 4;

// Rows of each digit, 5 bits wide, top to bottom.
const GLYPHS: Record<string, number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let c = index;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Colour = [number, number, number];

export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 3, width * 3).copy(
      rows,
      y * (width * 3 + 1) + 1,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function renderCaptchaPng(answer: string, noiseSeed: number): Buffer {
  const random = createRandom(noiseSeed);
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3).fill(244);
  const paint = (x: number, y: number, [r, g, b]: Colour) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    pixels.set([r, g, b], (y * WIDTH + x) * 3);
  };
  const ink = (): Colour => [
    randomInt(random, 10, 110),
    randomInt(random, 10, 110),
    randomInt(random, 60, 160),
  ];

  [...answer].forEach((digit, index) => {
    const colour = ink();
    const left = 10 + index * 28 + randomInt(random, -2, 2);
    const top = 6 + randomInt(random, -3, 3);
    GLYPHS[digit]?.forEach((row, y) => {
      for (let x = 0; x < 5; x += 1) {
        if (!(row & (0x10 >> x))) continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            paint(left + x * SCALE + dx + Math.round((y - 3) * 0.4), top + y * SCALE + dy, colour);
          }
        }
      }
    });
  });
  for (let line = 0; line < 5; line += 1) {
    const colour = ink();
    const [x0, y0, x1, y1] = [
      randomInt(random, 0, WIDTH),
      randomInt(random, 0, HEIGHT),
      randomInt(random, 0, WIDTH),
      randomInt(random, 0, HEIGHT),
    ];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let step = 0; step <= steps; step += 1) {
      paint(
        Math.round(x0 + ((x1 - x0) * step) / steps),
        Math.round(y0 + ((y1 - y0) * step) / steps),
        colour,
      );
    }
  }
  for (let dot = 0; dot < 160; dot += 1) {
    paint(randomInt(random, 0, WIDTH - 1), randomInt(random, 0, HEIGHT - 1), ink());
  }
  return encodePng(WIDTH, HEIGHT, pixels);
}
