// The floor page of bench/lighthouse.ts --floor (bench/floor-page.ts): the runtime's library files,
// as a built page preloads them, on a trivial page.
import { describe, expect, it } from 'vitest';
import { floorHtml, floorScript, libraryFiles } from '../../bench/floor-page';

const PAGE = [
  '<link rel="modulepreload" crossorigin href="/_app/entry-a1.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_app/libraries-b2.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_app/libraries-c3.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_app/rolldown-runtime-d4.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_app/boot-e5.js">',
].join('\n');

describe('the floor page', () => {
  it('loads the library files a built page preloads, in its order, and nothing of the app', () => {
    const files = libraryFiles(PAGE);
    expect(files).toEqual([
      '/_app/libraries-b2.js',
      '/_app/libraries-c3.js',
      '/_app/rolldown-runtime-d4.js',
    ]);
    expect(floorScript(files)).toBe(
      "import '/_app/libraries-b2.js';\nimport '/_app/libraries-c3.js';\nimport '/_app/rolldown-runtime-d4.js';",
    );
    const html = floorHtml(files);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_app/libraries-b2.js" />',
    );
    expect(html).toContain('<script type="module" src="/__floor/floor.js"></script>');
    expect(html).not.toContain('boot-e5');
  });

  it('says so when the page preloads no library file', () => {
    expect(() => libraryFiles('<p>no runtime</p>')).toThrow(
      'floor page: the built index.html preloads no /_app/libraries-….js file',
    );
  });
});
