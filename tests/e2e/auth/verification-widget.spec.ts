// The merchant's third-party verification widget (spec 000 §3, §4, §7; gateway/README.md "Human
// verification"): on a skin whose policy lets the provider in (security.humanVerification), a
// merchant switched to Turnstile or hCaptcha gets the provider's widget drawn where the step runs;
// the widget's token goes to the gateway as the login's `verification`, the gateway checks it
// server side with its siteverify call (here a stand-in), and the login goes through. A script
// that cannot load says so in the player's language with a retry that works. The SMS sends of
// login and registration carry the token too. The provider's script is served by a fake (the
// network here reaches neither provider).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Request } from '@playwright/test';
import { VERIFICATION_WIDGETS, type ResolvedSkin, type VerificationWidget } from '../../../engine';
import {
  expectLoggedIn,
  freshMobile,
  logInWithPassword,
  openModalPage,
  registrationOf,
  type Translate,
} from '../support/auth-steps';
import type { DevSwitches } from '../support/dev-switches';
import { freshPlayer, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';

const SECRET = 'widget-secret';
const TOKEN = 'fake-token';

/** A stand-in of the provider's siteverify endpoint: form-encoded in, JSON out, as documented. */
async function siteverifyStandIn(): Promise<{
  url: string;
  calls: Record<string, string>[];
  server: Server;
}> {
  const calls: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: form.secret === SECRET && form.response === TOKEN }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    calls,
    server,
  };
}

/** Serves the provider's script: a fake that draws a box and hands the token over at once. */
async function serveFakeWidget(page: Page, provider: VerificationWidget): Promise<void> {
  const { scriptUrl, global } = VERIFICATION_WIDGETS[provider];
  await page.unrouteAll();
  await page.route(
    (url) => url.href === scriptUrl,
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.${global} = {
          render(element, options) {
            element.textContent = 'fake ${provider} for ' + options.sitekey;
            setTimeout(() => options.callback('${TOKEN}'), 0);
            return 'widget-1';
          },
          reset() {},
          remove() {},
        };`,
      }),
  );
}

/** Switches the skin's merchant to the widget the skin lets in, checked against the stand-in. */
async function switchMerchant(
  devSwitches: DevSwitches,
  skin: ResolvedSkin,
  verifyUrl: string,
): Promise<VerificationWidget> {
  const provider = skin.security.humanVerification as VerificationWidget;
  await devSwitches.verification({ provider, siteKey: 'site-key-1', secret: SECRET, verifyUrl });
  return provider;
}

const isLogin = (request: Request) => request.url().endsWith('/wps/member/login');

/** Registers a player on the gateway and submits the login form with its name and password. */
async function logInFreshPlayer(page: Page, skin: ResolvedSkin, t: Translate, baseURL: string) {
  const player = await freshPlayer(baseURL, skin);
  await skipAnnouncementPopup(page, player.username);
  await logInWithPassword(page, t, player.username, player.password);
}

/**
 * Presses the dialog's send-code button and checks the SMS request to `path` carries the widget's
 * token for `provider`, and was answered.
 */
async function sendCodeWithToken(
  page: Page,
  dialog: Locator,
  t: Translate,
  path: string,
  provider: VerificationWidget,
): Promise<void> {
  const send = page.waitForRequest((request) => request.url().endsWith(path));
  await dialog.getByRole('button', { name: t('login.sendCode') }).click();
  const sent = await send;
  expect((sent.postDataJSON() as { verification?: unknown }).verification).toEqual({
    provider,
    token: TOKEN,
  });
  expect((await sent.response())?.status()).toBe(200);
}

test.describe('the verification widget', () => {
  let standIn: Awaited<ReturnType<typeof siteverifyStandIn>> | undefined;
  test.beforeEach(async ({ skin }) => {
    test.skip(skin.security.humanVerification === 'none', 'the skin names no verification widget');
    standIn = await siteverifyStandIn();
  });
  test.afterEach(async () => {
    const server = standIn?.server;
    standIn = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('a password login draws the widget and its token logs the player in', async ({
    page,
    skin,
    t,
    baseURL,
    devSwitches,
  }) => {
    test.skip(!skin.login.methods.includes('username'), 'the skin has no password login');
    const provider = await switchMerchant(devSwitches, skin, standIn!.url);
    await serveFakeWidget(page, provider);
    const login = page.waitForRequest(isLogin);
    await logInFreshPlayer(page, skin, t, baseURL!);
    // The login payload is encrypted: the gateway's siteverify call shows what it took.
    expect((await (await login).response())?.status()).toBe(200);
    await expectLoggedIn(page);
    expect(standIn!.calls).toEqual([expect.objectContaining({ secret: SECRET, response: TOKEN })]);
    const validate = await page.evaluate(() => sessionStorage.getItem('validate'));
    expect(JSON.parse(validate ?? '{}')).toMatchObject({ provider });
  });

  test('a script that cannot load is said in the player’s words, and the retry loads it', async ({
    page,
    skin,
    t,
    baseURL,
    devSwitches,
  }) => {
    test.skip(!skin.login.methods.includes('username'), 'the skin has no password login');
    const provider = await switchMerchant(devSwitches, skin, standIn!.url);
    await page.route(
      (url) => url.href === VERIFICATION_WIDGETS[provider].scriptUrl,
      (route) => route.abort('connectionrefused'),
    );
    await logInFreshPlayer(page, skin, t, baseURL!);
    const dialog = page.getByRole('dialog', { name: t('login.title') });
    await expect(dialog.getByRole('alert')).toContainText(t('verification.loadFailed'));
    expect(standIn!.calls).toEqual([]);

    await serveFakeWidget(page, provider);
    const login = page.waitForRequest(isLogin);
    await dialog.getByRole('button', { name: t('verification.retry') }).click();
    expect((await (await login).response())?.status()).toBe(200);
    await expectLoggedIn(page);
    expect(standIn!.calls).toEqual([expect.objectContaining({ response: TOKEN })]);
  });

  test('the SMS send draws the widget and carries its token as its verification', async ({
    page,
    skin,
    t,
    devSwitches,
  }) => {
    test.skip(!skin.login.methods.includes('sms'), 'the skin has no SMS login');
    const provider = await switchMerchant(devSwitches, skin, standIn!.url);
    // The gateway's own SMS codes: a firebase merchant's send goes to firebase, not through the step.
    await devSwitches.phoneSignIn({ provider: null });
    await serveFakeWidget(page, provider);
    await skipAnnouncementPopup(page, 'player01');
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('tab', { name: t('login.methodSms') }).click();
    await dialog.getByRole('textbox', { name: t('login.mobile') }).fill(freshMobile());
    await sendCodeWithToken(page, dialog, t, '/login/sms-code', provider);
    expect(standIn!.calls).toEqual([expect.objectContaining({ secret: SECRET, response: TOKEN })]);
  });

  test('the registration’s SMS send draws the widget and carries its token', async ({
    page,
    skin,
    t,
    devSwitches,
  }) => {
    const offer = registrationOf(skin);
    test.skip(!offer.mobile || !offer.sms, `${skin.id} sends no SMS code at registration`);
    const provider = await switchMerchant(devSwitches, skin, standIn!.url);
    await devSwitches.phoneSignIn({ provider: null });
    await serveFakeWidget(page, provider);
    const dialog = await openModalPage(page, t, '/register');
    if (offer.username) await dialog.getByRole('tab', { name: t('register.methodMobile') }).click();
    await dialog.getByRole('textbox', { name: t('register.mobileNum') }).fill(freshMobile());
    await sendCodeWithToken(page, dialog, t, '/register/sms-code', provider);
  });
});
