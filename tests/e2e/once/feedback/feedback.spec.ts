// Feedback and complaints (spec 000 §1; spec 001 §5): the form states the gateway's word range and
// refuses content outside it, takes a screenshot judged by its content, and the player's past
// feedback shows with the operator's reply.
import { seriousViolations } from '../../support/axe';
import { fill, freshPlayer, openAs } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run', 'latin1');

test('feedback outside the word range is refused with the bounds; a complaint with a screenshot gets its reply', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await openAs(page, player, '/feedback');
  const form = page.getByRole('form', { name: t('feedback.title') });
  const content = form.getByLabel(t('feedback.content'));
  await expect(content).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(t('feedback.none'))).toBeVisible(FIRST_LOAD);
  await expect(
    form.getByText(fill(t('feedback.words'), { min: 2, max: 300, count: 0 })),
  ).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await content.fill('Hello');
  await form.getByRole('button', { name: t('feedback.submit') }).click();
  await expect(form.getByRole('alert')).toHaveText(
    fill(t('validation.feedbackLength'), { min: 2, max: 300 }),
  );

  await form.getByLabel(t('feedback.category')).selectOption('COMPLAINT');
  await content.fill('My deposit has not arrived yet');
  await form
    .getByLabel(t('feedback.screenshot'))
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  const sent = page.waitForResponse((response) => response.url().endsWith('/wps/feedback'));
  await form.getByRole('button', { name: t('feedback.submit') }).click();
  expect((await sent).ok()).toBe(true);
  await expect(form.getByRole('status')).toHaveText(t('feedback.sent'));
  const history = page.getByRole('region', { name: t('feedback.history') });
  const item = history.getByRole('article').first();
  await expect(item).toContainText('My deposit has not arrived yet');
  await expect(item).toContainText(t('feedback.type.COMPLAINT'));
  await expect(item).toContainText(fill(t('feedback.attached'), { name: 'receipt.png' }));
  await expect(item).toContainText(t('feedback.awaitingReply'));

  await devGateway.post('feedback/reply', {
    username: player.username,
    reply: 'We are looking into it.',
  });
  await page.reload();
  await expect(history.getByRole('article').first()).toContainText(
    'We are looking into it.',
    FIRST_LOAD,
  );
});

test('a program renamed as a png is refused before it is sent', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await openAs(page, player, '/feedback');
  const form = page.getByRole('form', { name: t('feedback.title') });
  await expect(form.getByLabel(t('feedback.screenshot'))).toBeVisible(FIRST_LOAD);
  await form
    .getByLabel(t('feedback.screenshot'))
    .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: EXE });
  await expect(form.getByRole('alert')).toHaveText(
    `picture.png: ${t('withdrawal.proof.notImage')}`,
  );
});
