// A skin's self-hosted font (theme.font) is one of its site files, read from the font's npm
// package and served from the site's own origin; a skin on system fonts downloads none.
import { describe, expect, it } from 'vitest';
import { skinSiteFiles } from '../../cli/build/skin-files';
import { loadSkins } from '../../loader/skin-loader';

describe('the self-hosted font', () => {
  it('is a site file of the skins that choose it, and of no other', async () => {
    const [withInter, onSystem] = await loadSkins('skins', ['default', 'northstar-sports']);
    expect(withInter!.resolved!.theme.font).toBe('inter');
    expect(onSystem!.resolved!.theme.font).toBe('system');
    const font = skinSiteFiles(withInter!).get('fonts/inter-latin-wght-normal.woff2');
    expect(font?.contentType).toBe('font/woff2');
    const bytes = (await font!.read()) as Buffer;
    // A WOFF2 file starts with its signature, "wOF2".
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(
      [...skinSiteFiles(onSystem!).keys()].filter((file) => file.startsWith('fonts/')),
    ).toEqual([]);
  });
});
