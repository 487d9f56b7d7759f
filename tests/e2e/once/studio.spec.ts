// `skinforge studio` end to end, as an operator uses it: the command on a copy of the skins under
// git, the editor in Chromium with the live site beside it. A colour change reaches the preview
// and the contrast verdicts; a failing contrast shows at its control and cannot be saved; a menu
// reordered, an English text and an uploaded banner save as exactly those values (git diff,
// `skinforge validate`); a file edited on the disk meanwhile is not overwritten; and nothing
// answers without the run's token.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { FIRST_LOAD } from '../support/waits';
import { startStudioRun, type StudioRun } from './studio-server';

test.describe.configure({ mode: 'serial' });
// The studio starts a dev server and a gateway of its own and the walk goes through every panel.
test.setTimeout(300_000);

let run: StudioRun;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  run = await startStudioRun('default');
});
test.afterAll(async () => run?.stop());

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every axe violation of the editor (the site in its frame is checked by its own specs). */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The control of a value of skin.json (or of a text of a dictionary), by its JSON pointer. */
const control = (page: Page, pointer: string) => page.locator(`[id$=":${pointer}"]`);

const openPanel = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('button', { name, exact: true }).click();

function pngBytes(): Buffer {
  const png = new PNG({ width: 8, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

test('refuses every request without the token, or from another origin or host', async ({
  request,
}) => {
  const token = new URL(run.url).searchParams.get('token')!;
  expect((await request.get(`${run.origin}/__studio/api/state`)).status()).toBe(403);
  expect((await request.get(`${run.origin}/`)).status()).toBe(403);
  expect((await request.post(`${run.origin}/__studio/api/save`)).status()).toBe(403);
  const withToken = `${run.origin}/__studio/api/state?token=${token}`;
  expect((await request.get(withToken)).status()).toBe(200);
  const foreignOrigin = await request.get(withToken, {
    headers: { Origin: 'http://127.0.0.1:1' },
  });
  expect(foreignOrigin.status()).toBe(403);
  expect(await foreignOrigin.text()).toContain('foreign origin');
  const foreignHost = await request.get(withToken, { headers: { Host: 'studio.example.com' } });
  expect(foreignHost.status()).toBe(403);
  const otherSite = await request.get(withToken, { headers: { 'Sec-Fetch-Site': 'same-site' } });
  expect(otherSite.status()).toBe(403);
});

test('edits a skin beside its live site and saves exactly the edited values', async ({ page }) => {
  const skinFile = path.join(run.skinsDir, 'default', 'skin.json');
  const enFile = path.join(run.skinsDir, 'default', 'i18n', 'en.json');
  const [skinBefore, enBefore] = await Promise.all([
    readFile(skinFile, 'utf8'),
    readFile(enFile, 'utf8'),
  ]);
  await page.addInitScript(() => window.localStorage.setItem('skinforge-studio-language', 'en'));
  await page.goto(run.url);
  // The token leaves the address once the page holds it.
  await expect(page).toHaveURL(`${run.origin}/__studio/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Skin default');
  const site = page.frameLocator('iframe');
  await expect(site.locator('header a.brand')).toBeVisible(FIRST_LOAD);
  expect(await axeViolations(page)).toEqual([]);

  await test.step('the primary colour reaches the preview and the contrast verdicts', async () => {
    await openPanel(page, 'Theme and tokens');
    const pair = page
      .getByRole('table', { name: /dark mode/ })
      .getByRole('row', { name: /onPrimary on primary/ });
    await expect(pair.getByRole('cell').nth(1)).toHaveText('10.34:1');
    // A mark on the preview's window: it is gone if the page loads again.
    await site.locator('html').evaluate(() => ((window as { studioMark?: number }).studioMark = 1));
    await control(page, '/theme/tokens/dark/primary').fill('#ff7a00');
    await expect(pair.getByRole('cell').nth(1)).toHaveText('7.06:1');
    await expect(pair.getByRole('cell').nth(2)).toContainText('Passes');
    await expect
      .poll(() =>
        site
          .locator('html')
          .evaluate((html) => getComputedStyle(html).getPropertyValue('--skin-primary').trim()),
      )
      .toBe('#ff7a00');
    expect(
      await site.locator('html').evaluate(() => (window as { studioMark?: number }).studioMark),
    ).toBe(1);
  });

  await test.step('a failing contrast shows at its control and is not saved', async () => {
    const onPrimary = control(page, '/theme/tokens/dark/onPrimary');
    await onPrimary.fill('#ff8a10');
    await expect(onPrimary).toHaveAttribute('aria-invalid', 'true');
    await expect(control(page, '/theme/tokens/dark/onPrimary-issue-0')).toContainText(
      '/theme/tokens/dark/onPrimary must reach 4.5:1 contrast on primary (#ff7a00) in dark mode',
    );
    await expect(
      page
        .getByRole('table', { name: /dark mode/ })
        .getByRole('row', { name: /onPrimary on primary/ }),
    ).toContainText('Fails');
    await page.getByRole('button', { name: /Review and save/ }).click();
    await page.getByRole('button', { name: 'Save to disk' }).click();
    await expect(page.locator('.notice')).toHaveText(
      'Not saved: the draft has 1 errors. Fix them first (see the issues above).',
    );
    expect(run.git('status', '--porcelain')).toBe('');
    // Undo from the keyboard takes the failing colour back.
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('status').filter({ hasText: 'Valid draft' })).toBeVisible();
  });

  await test.step('the side menu is reordered from the keyboard', async () => {
    await openPanel(page, 'Menus');
    const side = control(page, '/menus/side');
    await side.getByRole('button', { name: 'Move vip up' }).focus();
    await page.keyboard.press('Enter');
    await expect(side.getByRole('listitem').first()).toContainText('vip');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('an English text is overridden, the catalogue text as its placeholder', async () => {
    await openPanel(page, 'Texts (PT and EN)');
    await page.getByRole('searchbox', { name: 'Search by key or text' }).fill('footer.terms');
    const english = page.getByRole('textbox', { name: 'footer.terms in EN', exact: true });
    await expect(english).toHaveAttribute('placeholder', /Terms/);
    await english.fill('Terms and conditions (18+ only)');
    await expect(page.getByText('No PT text: PT players see the inherited one')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('a banner is added with an uploaded image', async () => {
    await openPanel(page, 'Banners');
    await page.getByRole('button', { name: 'Add an entry to W home' }).click();
    await control(page, '/banners/w_home/6/image-upload').setInputFiles({
      name: 'Summer Cup.png',
      mimeType: 'image/png',
      buffer: pngBytes(),
    });
    await expect(control(page, '/banners/w_home/6/image')).toHaveValue('assets/summer-cup.png');
    await control(page, '/banners/w_home/6/alt').fill('Summer cup: bet on every match');
    // A file whose bytes are no image is refused, whatever its name says.
    await control(page, '/banners/w_home/0/image-upload').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    await expect(page.getByText(/Upload refused: "fake.png" is not a PNG/)).toBeVisible();
    await expect(control(page, '/banners/w_home/0/image')).toHaveValue('assets/banner-welcome.svg');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('saving writes those values and nothing else', async () => {
    await page.getByRole('button', { name: /Review and save/ }).click();
    await expect(page.getByRole('region', { name: /i18n\/en\.json$/ })).toContainText(
      '+  "footer.terms": "Terms and conditions (18+ only)"',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save to disk' }).click();
    await expect(page.locator('.notice')).toContainText('Saved:');

    expect(run.validate('default')).toMatchObject({ code: 0 });
    const expectedSkin = skinBefore
      .replace('"primary": "#f5b82e"', '"primary": "#ff7a00"')
      .replace('      "home",\n      "vip",\n', '      "vip",\n      "home",\n')
      .replace(
        '        "link": { "type": "route", "to": "/live" }\n      }\n',
        '        "link": { "type": "route", "to": "/live" }\n      },\n' +
          '      { "image": "assets/summer-cup.png", "alt": "Summer cup: bet on every match" }\n',
      );
    expect(await readFile(skinFile, 'utf8')).toBe(expectedSkin);
    expect(await readFile(enFile, 'utf8')).toBe(
      enBefore.replace('"\n}', '",\n  "footer.terms": "Terms and conditions (18+ only)"\n}'),
    );
    expect(run.git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([
      ' M skins/default/i18n/en.json',
      ' M skins/default/skin.json',
      '?? skins/default/assets/summer-cup.png',
    ]);
    expect(run.git('diff', '--numstat').trim().split('\n')).toEqual([
      '2\t1\tskins/default/i18n/en.json',
      '4\t3\tskins/default/skin.json',
    ]);
  });

  await test.step('a file edited on the disk meanwhile is not overwritten', async () => {
    await openPanel(page, 'Brand');
    await control(page, '/brand/name').fill('Aurora Studio');
    // The preview mounts the app anew on the new skin, without loading the page again.
    await expect(site.locator('header a.brand')).toHaveAttribute('aria-label', /Aurora Studio/);
    expect(
      await site.locator('html').evaluate(() => (window as { studioMark?: number }).studioMark),
    ).toBe(1);

    const onDisk = (await readFile(skinFile, 'utf8')).replace(
      '"© Aurora Jogos. Todos os direitos reservados."',
      '"© Aurora Jogos 2026."',
    );
    await writeFile(skinFile, onDisk);
    await page.getByRole('button', { name: /Review and save/ }).click();
    await page.getByRole('button', { name: 'Save to disk' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('skin.json changed on the disk since the studio loaded it');
    expect(await readFile(skinFile, 'utf8')).toBe(onDisk);

    await alert.getByRole('button', { name: 'Reload from the disk (drops the draft)' }).click();
    await openPanel(page, 'Brand');
    await expect(control(page, '/brand/copyright')).toHaveValue('© Aurora Jogos 2026.');
    await expect(control(page, '/brand/name')).toHaveValue('Aurora Jogos');
  });

  await test.step('the editor speaks Portuguese too', async () => {
    await page.getByRole('button', { name: 'PT', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Painéis' })).toBeVisible();
    await openPanel(page, 'Tema e tokens');
    await expect(page.getByRole('table', { name: /modo escuro/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
