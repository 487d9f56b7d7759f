// Promotions (spec 000 §2 /promotions#<id>; spec 001 §4): a link with a promotion's id opens its
// detail; applying takes a 140-character comment and 3 images, and refuses a 141st character, a
// fourth image and a 6 MB image in the browser, saying why; the type filter narrows the cards; the
// daily prize wheel draws once, stops on the segment the gateway drew (at once under reduced
// motion, after turning otherwise) and the credit shows in the account record.
import type { Locator, Page } from '@playwright/test';
import { formatMoney, type ResolvedSkin } from '../../../../engine';
import { seriousViolations } from '../../support/axe';
import {
  call,
  fill,
  freshPlayer,
  openAs,
  skipAnnouncementPopup,
  type Player,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });

async function promotionOf(baseURL: string, skin: ResolvedSkin, mode: 'apply' | 'raffle') {
  const list = (await call(baseURL, skin, 'promotions', {}, null, skin.locales.default)).list;
  const found = list.find((promotion) => promotion.mode === mode && promotion.status === 'join');
  if (!found) throw new Error(`the gateway runs no ${mode} promotion`);
  return found;
}

async function openPromotion(page: Page, player: Player, id: number, title: string) {
  await skipAnnouncementPopup(page, player.username);
  await openAs(page, player, `/promotions#${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  return dialog;
}

test('a promotion opens by its hash and takes an application of 140 characters and 3 images, refusing more', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const promotion = await promotionOf(baseURL!, skin, 'apply');
  const player = await freshPlayer(baseURL!, skin);
  const dialog = await openPromotion(page, player, promotion.id, promotion.title);
  expect(await seriousViolations(page)).toEqual([]);

  const comment = dialog.getByRole('textbox', { name: t('promotion.comment') });
  await comment.fill('a'.repeat(141));
  await expect(dialog.getByText(fill(t('promotion.commentTooLong'), { max: 140 }))).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('promotion.apply') })).toBeDisabled();
  await comment.fill('a'.repeat(140));

  const files = dialog.getByLabel(t('promotion.addImages'));
  await files.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(dialog.getByRole('alert')).toHaveText(
    fill(t('withdrawal.tooManyProofs'), { max: 3 }),
  );
  const large = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
  await files.setInputFiles([png('big.png', large)]);
  await expect(dialog.getByRole('alert')).toHaveText(`big.png: ${t('withdrawal.proof.tooLarge')}`);
  await files.setInputFiles([png('1.png'), png('2.png'), png('3.png')]);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/wps/promotions/apply'),
  );
  await dialog.getByRole('button', { name: t('promotion.apply') }).click();
  const body = JSON.parse((await sent).postData() ?? '{}') as {
    comment: string;
    images: unknown[];
  };
  expect([body.comment.length, body.images.length]).toEqual([140, 3]);
  await expect(dialog.locator('[data-promotion-status]')).toHaveText(
    t('promotion.status.applying'),
  );
});

test('the type filter shows only that type’s cards', async ({ page, skin, t, baseURL }) => {
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  await openAs(page, player, '/promotions');
  const cards = page.getByRole('list', { name: t('promotion.list') });
  await expect(cards.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
  expect(await seriousViolations(page)).toEqual([]);
  const limited = (
    await call(baseURL!, skin, 'promotions', { type: 'LIMITED' }, null, skin.locales.default)
  ).list;
  await page
    .getByRole('group', { name: t('promotion.filter') })
    .getByRole('button', { name: t('promotion.type.limited') })
    .click();
  await expect(cards.getByRole('listitem')).toHaveCount(limited.length);
  await expect(cards.getByRole('heading').first()).toHaveText(limited[0].title);
});

/** The segment under the wheel's pointer (at the top), read from the disc's computed rotation. */
async function segmentUnderPointer(dialog: Locator, count: number): Promise<number> {
  const degrees = await dialog.locator('[data-wheel-disc]').evaluate((disc) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(disc).transform);
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  });
  const underPointer = (((360 - degrees) % 360) + 360) % 360;
  return Math.floor(underPointer / (360 / count));
}

/** Draws on the wheel; the gateway's answer. */
async function draw(page: Page, dialog: Locator, t: (key: string) => string) {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/wps/promotions/raffle/claim'),
  );
  await dialog.getByRole('button', { name: t('promotion.claim') }).click();
  return ((await (await answered).json()) as { value: { amount: string; prizeIndex: number } })
    .value;
}

test('the prize wheel draws once: it stops on the drawn prize, the credit shows in the account record and the draw is gone', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const wheel = await promotionOf(baseURL!, skin, 'raffle');
  const player = await freshPlayer(baseURL!, skin);
  const dialog = await openPromotion(page, player, wheel.id, wheel.title);
  await expect(dialog.getByRole('img', { name: t('wheel.title') })).toBeVisible();
  const { amount, prizeIndex } = await draw(page, dialog, t);
  expect(wheel.prizes![prizeIndex]).toBe(amount);
  // Reduced motion (the specs' default): the wheel shows the result at once, without turning.
  await expect(dialog.locator(`[data-wheel-stop="${prizeIndex}"]`)).toBeVisible();
  expect(
    await dialog
      .locator('[data-wheel-disc]')
      .evaluate((disc) => getComputedStyle(disc).transitionDuration),
  ).toBe('0s');
  expect(await segmentUnderPointer(dialog, wheel.prizes!.length)).toBe(prizeIndex);
  const money = formatMoney(amount, skin.locales.default);
  await expect(dialog.getByRole('status')).toHaveText(
    fill(t('promotion.claimedNow'), { amount: money }),
  );
  await expect(dialog.locator('[data-promotion-status]')).toHaveText(t('promotion.status.claimed'));
  await expect(dialog.getByRole('button', { name: t('promotion.claim') })).toHaveCount(0);

  await openAs(page, player, '/member?page=transactionHistory');
  const region = page.getByRole('region', { name: t('member.transactionHistory') });
  const row = region.getByRole('row').nth(1);
  await expect(row).toContainText(t('records.ledger.bonus'), FIRST_LOAD);
  await expect(row).toContainText(money);
});

test('without reduced motion the prize wheel turns and comes to rest on the drawn prize', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const wheel = await promotionOf(baseURL!, skin, 'raffle');
  const player = await freshPlayer(baseURL!, skin);
  const dialog = await openPromotion(page, player, wheel.id, wheel.title);
  const disc = dialog.locator('[data-wheel-disc]');
  expect(await disc.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe(
    '0s',
  );
  const turned = disc.evaluate(
    (element) =>
      new Promise<void>((resolve) =>
        element.addEventListener('transitionend', () => resolve(), { once: true }),
      ),
  );
  const { prizeIndex } = await draw(page, dialog, t);
  await turned;
  expect(await segmentUnderPointer(dialog, wheel.prizes!.length)).toBe(prizeIndex);
});
