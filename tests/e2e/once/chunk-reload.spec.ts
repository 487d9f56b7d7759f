// A lazy chunk that fails to load (a deploy replaced it under an open tab), or is not loaded within
// 120 s (spec 001 §8), reloads the page once; a chunk that keeps failing ends on the route's error
// boundary, never in a reload loop. The agent
// login page (/agent) is a lazy route anyone may open, which makes it the chunk to break.
import type { Page } from '@playwright/test';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../engine';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

const AGENT_CHUNK = /\/_app\/agent-area-[\w-]+\.js$/;

function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('a chunk that fails once reloads the page and then renders', async ({ page, t }) => {
  let attempts = 0;
  await page.route(AGENT_CHUNK, (route) => (++attempts === 1 ? route.abort() : route.continue()));
  const loads = countPageLoads(page);

  await page.goto('/agent');

  await expect(page.getByRole('heading', { name: t('agentLogin.title') })).toBeVisible(FIRST_LOAD);
  expect(attempts).toBe(2);
  await expect.poll(loads).toBe(2);
});

test('a chunk not loaded within 120 s counts as failed: the page reloads once and then renders', async ({
  page,
  t,
}) => {
  let attempts = 0;
  // The first request never answers; the page's clock, not the test, waits the 120 s.
  await page.route(AGENT_CHUNK, (route) => (++attempts === 1 ? undefined : route.continue()));
  const loads = countPageLoads(page);
  await page.clock.install();

  await page.goto('/agent');
  await expect.poll(() => attempts).toBe(1);
  await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);

  await expect(page.getByRole('heading', { name: t('agentLogin.title') })).toBeVisible(FIRST_LOAD);
  expect(attempts).toBe(2);
  await expect.poll(loads).toBe(2);
});

test('a chunk that keeps failing shows the error boundary with a reload action, once', async ({
  page,
  t,
}) => {
  await page.route(AGENT_CHUNK, (route) => route.abort());
  const loads = countPageLoads(page);

  await page.goto('/agent');

  const boundary = page.getByRole('alert');
  await expect(boundary).toContainText(t('error.pageFailed'));
  await expect.poll(loads).toBe(2);

  // The player's reload is not guarded away: it tries again and, still failing, lands here again.
  await boundary.getByRole('button', { name: t('common.reload') }).click();
  await expect(page.getByRole('alert')).toContainText(t('error.pageFailed'));
  await expect.poll(loads).toBe(3);
});
