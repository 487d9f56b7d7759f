// The compressed twins a build writes beside each text file (cli/build/precompress.ts), computed on
// the compression threads (cli/build/compression-threads.ts).
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startCompressionThreads,
  type CompressionThreads,
} from '../../cli/build/compression-threads';
import { createCompressor } from '../../cli/build/precompress';

const PAGE = `<!doctype html><title>Aurora</title>${'<p>Jogue com responsabilidade.</p>'.repeat(200)}`;

let dir: string;
let threads: CompressionThreads;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'skinforge-precompress-'));
  threads = startCompressionThreads();
});
afterAll(async () => {
  await threads.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createCompressor', () => {
  it('writes a page with brotli and gzip twins that give the page back', async () => {
    const file = path.join(dir, 'page.html');
    await createCompressor('fast', threads.twinsOf).write(file, PAGE);
    expect(await readFile(file, 'utf8')).toBe(PAGE);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(PAGE);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(PAGE);
  });

  it('adds the twins of files already written, the largest compressed first', async () => {
    const folder = await mkdtemp(path.join(dir, 'runtime-'));
    const files = ['small.js', 'large.js'].map((name) => path.join(folder, name));
    await writeFile(files[0]!, PAGE);
    await writeFile(files[1]!, PAGE.repeat(4));
    const compute = vi.fn(threads.twinsOf);
    await createCompressor('best', compute).compress(files);
    expect(compute.mock.calls.map(([content]) => content.byteLength)).toEqual([
      PAGE.length * 4,
      PAGE.length,
    ]);
    expect(gunzipSync(await readFile(`${files[0]!}.gz`)).toString()).toBe(PAGE);
  });

  it('writes no twins for a file under 1 KB, nor for a picture', async () => {
    const folder = await mkdtemp(path.join(dir, 'plain-'));
    const compressor = createCompressor('fast', threads.twinsOf);
    await compressor.write(path.join(folder, 'small.json'), '{"a":1}');
    await compressor.write(path.join(folder, 'banner.png'), Buffer.alloc(4096, 7));
    expect((await readdir(folder)).sort()).toEqual(['banner.png', 'small.json']);
  });

  it('compresses the same content once, however many skins carry it', async () => {
    const compute = vi.fn(threads.twinsOf);
    const compressor = createCompressor('fast', compute);
    await Promise.all(
      ['a', 'b', 'c'].map((skin) => compressor.write(path.join(dir, `${skin}-pt.json`), PAGE)),
    );
    expect(compute).toHaveBeenCalledTimes(1);
    expect(gunzipSync(await readFile(path.join(dir, 'c-pt.json.gz'))).toString()).toBe(PAGE);
  });

  it("writes a content met before as links to its first copy and that copy's twins", async () => {
    const folder = await mkdtemp(path.join(dir, 'links-'));
    const compressor = createCompressor('fast', threads.twinsOf);
    const [first, second] = ['a', 'b'].map((skin) => path.join(folder, `${skin}-pt.json`));
    await compressor.write(first!, PAGE);
    await compressor.write(second!, PAGE);
    for (const suffix of ['', '.br', '.gz']) {
      const [one, other] = await Promise.all([stat(first + suffix), stat(second + suffix)]);
      expect(other.ino, `${second}${suffix}`).toBe(one.ino);
      expect(other.nlink).toBe(2);
    }
  });

  it('links a content only to a file that has twins as it does', async () => {
    const folder = await mkdtemp(path.join(dir, 'kinds-'));
    const compressor = createCompressor('fast', threads.twinsOf);
    await compressor.write(path.join(folder, 'notes.bin'), PAGE);
    await compressor.write(path.join(folder, 'page.html'), PAGE);
    expect((await readdir(folder)).sort()).toEqual([
      'notes.bin',
      'page.html',
      'page.html.br',
      'page.html.gz',
    ]);
    expect((await stat(path.join(folder, 'page.html'))).nlink).toBe(1);
  });
});

describe('startCompressionThreads', () => {
  it('refuses work once its threads are closed, saying so', async () => {
    const closed = startCompressionThreads(1);
    await closed.close();
    await expect(closed.twinsOf(Buffer.from(PAGE), 5)).rejects.toThrow(
      'the compression threads: called after close',
    );
  });
});
