// What the lobby's specs share. The specs of a skin run in parallel against one gateway, so a spec
// that changes a member's favourites or recent plays registers a player of its own; reads of the
// catalogue go straight to the gateway (engine/api's client, as the site calls it) to know what the
// page should show. Players enter through the URL token (the login modal is the account flows' to
// test), with the announcement popup marked closed so it does not cover the lobby.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  createApiClient,
  type ActionName,
  type ActionPayload,
  type ActionValue,
  type ApiGame,
  type ResolvedSkin,
} from '../../../engine';
import { skipAnnouncementPopup } from './announcement-popup';
import { FIRST_LOAD } from './waits';

export { skipAnnouncementPopup };

/**
 * The skin's merchant, and its default language: what the gateway answers must read as the page
 * does.
 */

export type Skin = Pick<ResolvedSkin, 'merchantCode' | 'locales'>;

export async function gateway<N extends ActionName>(
  baseURL: string,
  skin: Skin,
  name: N,
  payload?: ActionPayload<N>,
  token: string | null = null,
): Promise<ActionValue<N>> {
  const client = createApiClient({
    baseUrl: baseURL,
    merchantCode: skin.merchantCode,
    getLanguage: () => skin.locales.default,
    getToken: () => token,
    timeoutMs: 10_000,
  });
  return client.call(name, payload);
}

export interface Player {
  username: string;
  token: string;
}

/** A player registered for this test alone. */
export async function newPlayer(baseURL: string, skin: Skin): Promise<Player> {
  const username = `lb${Math.random().toString(36).slice(2, 12)}`.slice(0, 14).padEnd(8, '0');
  const password = 'Player123';
  const { token } = await gateway(baseURL, skin, 'register', {
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.com`,
    payeeName: 'Lobby Tester',
    registerMethod: 'WEB',
    login: true,
  });
  return { username, token };
}

/** A seeded account's session, for reads and for accounts nobody changes (the trial account). */
export async function seededPlayer(
  baseURL: string,
  skin: Skin,
  username: string,
  password = 'Player123',
): Promise<Player> {
  const { token } = await gateway(baseURL, skin, 'login', { username, password });
  return { username, token };
}

/**
 * Opens `path` logged in as `player` (the site adopts a token handed over in the URL, spec 000 §7).
 */
export async function openAs(page: Page, player: Player, path: string): Promise<void> {
  await skipAnnouncementPopup(page, player.username);
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('token', player.token);
  await page.goto(`${url.pathname}${url.search}`);
}

/** The game grid named `label` once a page is painted (not loading), and its cards' names. */
export function grid(page: Page, label: string): Locator {
  return page.getByRole('main').getByRole('list', { name: label, exact: true });
}

export async function shownGames(list: Locator): Promise<string[]> {
  await expect(list).toHaveAttribute('aria-busy', 'false', FIRST_LOAD);
  return list.getByRole('heading', { level: 3 }).allInnerTexts();
}

export const gameName = (game: Pick<ApiGame, 'displayName' | 'gameName'>) =>
  game.displayName || game.gameName;

/** A catalogue text with its {{variables}} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * Scrolls the page down a screen at a time until `target` is there: the home draws its lower parts
 * (rows below a phone's first screen, the winner board) as a player comes near them
 * (src/lib/browser/render-when-near.tsx).
 */
export async function scrollUntilAttached(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      if ((await target.count()) === 0) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      }
      return target.count();
    }, FIRST_LOAD)
    .toBeGreaterThan(0);
}

/**
 * A home banner as a player finds it: by its headline, drawn as text over its picture (which is
 * then decoration), or by the words of a picture that carries its own (its alt text).
 */
export function homeBannerIn(
  where: Locator | Page,
  banner: { headline?: string | null; alt: string },
): Locator {
  return banner.headline
    ? where.getByText(banner.headline, { exact: true })
    : where.getByRole('img', { name: banner.alt, exact: true });
}
