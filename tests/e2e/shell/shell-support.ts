// What the shell's specs share: a gateway client for the skin's merchant (the site's own encrypted
// calls), a fresh player of their own for specs that change an account's state (the specs of a skin
// run in parallel against one gateway, and a kick revokes every session of its account), a way in
// through the URL token (the login modal is the account flows' to test), and the popup flags set
// ahead for specs that are not about the announcement popup.
import { expect, type Page } from '@playwright/test';
import type {
  ActionName,
  ActionPayload,
  ActionValue,
  ApiAnnouncement,
  ApiClient,
  ResolvedSkin,
} from '../../../engine';
import { createApiClient } from '../../../engine/api';

export { skipAnnouncementPopup } from '../support/announcement-popup';

export function gatewayClient(
  baseURL: string,
  skin: Pick<ResolvedSkin, 'merchantCode'>,
  token: string | null = null,
  language = 'en',
): ApiClient {
  return createApiClient({
    baseUrl: baseURL,
    merchantCode: skin.merchantCode,
    getLanguage: () => language,
    getToken: () => token,
    timeoutMs: 10_000,
  });
}

export async function call<N extends ActionName>(
  baseURL: string,
  skin: Pick<ResolvedSkin, 'merchantCode'>,
  name: N,
  payload?: ActionPayload<N>,
  token: string | null = null,
  language?: string,
): Promise<ActionValue<N>> {
  return gatewayClient(baseURL, skin, token, language).call(name, payload);
}

export interface Player {
  username: string;
  password: string;
  token: string;
}

/** A seeded account's session (for reads only: never kick or change a seeded account). */
export async function seededSession(
  baseURL: string,
  skin: Pick<ResolvedSkin, 'merchantCode'>,
  username: string,
  password: string,
): Promise<Player> {
  const { token } = await call(baseURL, skin, 'login', { username, password });
  return { username, password, token };
}

/**
 * A player registered for this test alone (username registration; the gateway leaves captcha and
 * the optional fields to the skin).
 */
export async function freshPlayer(
  baseURL: string,
  skin: Pick<ResolvedSkin, 'merchantCode'>,
): Promise<Player> {
  const username = `sh${Math.random().toString(36).slice(2, 12)}`.slice(0, 16).padEnd(8, '0');
  const password = 'Player123';
  const { token } = await call(baseURL, skin, 'register', {
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.com`,
    payeeName: 'Shell Tester',
    registerMethod: 'WEB',
    login: true,
  });
  return { username, password, token };
}

/**
 * Opens `path` logged in as `player`: the site adopts a token handed over in the URL (spec 000 §7).
 */
export async function openAs(page: Page, player: Player, path = '/'): Promise<void> {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('token', player.token);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}

/** A catalogue text with its {{variables}} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The first look at a page waits longer: a cold preview (the gateway seeding, lazy chunks) on a
 * busy CI machine.
 */
export const LOADED = { timeout: 15_000 } as const;
/** Specs here walk a flow (log in, act, reload, check): they get twice the matrix's 20 s. */
export const FLOW_TIMEOUT = 40_000;

/**
 * Waits until the home shows the announcements it fetched (the marquee's first notice, where the
 * skin has the marquee and the gateway home notices) and has painted twice more. The popup is
 * decided in an effect of the render that shows them (AnnouncementPopupTrigger), so a popup that
 * was going to open is on screen by then, and a spec may say that none did.
 */
export async function announcementsShown(
  page: Page,
  skin: Pick<ResolvedSkin, 'home'>,
  t: (key: string) => string,
  home: ApiAnnouncement[],
): Promise<void> {
  if (skin.home.widgets.marquee && home.length > 0) {
    await expect(
      page
        .getByRole('navigation', { name: t('home.marquee') })
        .getByRole('button')
        .first(),
    ).toHaveText(home[0]!.title, LOADED);
  }
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resolves once the page's member socket has said hello and heard `ready` (gateway/routes/socket.ts):
 * from then on what the gateway pushes reaches this page. Call it before the page opens.
 */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /"type":"ready"/.test(payload)) resolve();
      }),
    );
  });
}
