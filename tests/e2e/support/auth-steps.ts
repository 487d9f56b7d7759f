// Steps the account-flow specs share: fresh names and phones (the gateway is shared by a skin's
// specs, so each test makes its own players), the captcha's answer from the dev outbox, and what
// "logged in" means without relying on the header (the session token in session storage).
import { expect, type Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import type { DevGateway } from './dev-gateway';
import { FIRST_LOAD } from './waits';

export type Translate = (key: string) => string;

const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 6)}`;

/** A username the registration rule accepts (a letter, then letters and digits, 6–16). */
export const freshUsername = () => `e${stamp()}`.slice(0, 14);
/** A Brazilian mobile number nobody has (digits only, 11). */
export const freshMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const PASSWORD = 'Abc12345';

/** Fills a skin text's {{variables}}. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The captchas the page fetched, newest last, so a spec can answer the one on screen. */
export function watchCaptchas(page: Page): { latestKey(): Promise<string> } {
  const keys: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/wps/captcha') || !response.ok()) return;
    void response.json().then(
      (body: { value: { captchaKey: string } }) => keys.push(body.value.captchaKey),
      () => undefined,
    );
  });
  return {
    latestKey: async () => {
      await expect
        .poll(() => keys.length, { message: 'the page fetched no captcha' })
        .toBeGreaterThan(0);
      return keys.at(-1)!;
    },
  };
}

export async function captchaAnswer(
  devGateway: DevGateway,
  captchas: ReturnType<typeof watchCaptchas>,
): Promise<string> {
  return devGateway.latestCode({ kind: 'captcha', to: await captchas.latestKey() });
}

export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('token'));
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect
    .poll(() => sessionToken(page), { message: 'no session token after login' })
    .not.toBeNull();
}

export async function expectLoggedOut(page: Page): Promise<void> {
  expect(await sessionToken(page)).toBeNull();
}

/**
 * Which registration methods and fields the skin offers (the dev gateway leaves "required" to the
 * skin).
 */
export function registrationOf(skin: ResolvedSkin) {
  const shows = (field: keyof ResolvedSkin['registration']['fields']) =>
    skin.registration.fields[field].show;
  const requires = (field: keyof ResolvedSkin['registration']['fields']) =>
    shows(field) && skin.registration.fields[field].required;
  return {
    username: skin.registration.methods.includes('username'),
    mobile: skin.registration.methods.includes('mobile'),
    sms: skin.features.registrationSms,
    mobilePassword: skin.features.mobileRegistrationPassword,
    shows,
    requires,
  };
}

/** Goes to /login or /register and waits for its pop-up. */
export async function openModalPage(page: Page, t: Translate, path: '/login' | '/register') {
  await page.goto(path);
  const dialog = page.getByRole('dialog', {
    name: t(path === '/login' ? 'login.title' : 'register.title'),
  });
  await expect(
    dialog.getByRole('button', {
      name: t(path === '/login' ? 'login.submit' : 'register.submit'),
      exact: true,
    }),
  ).toBeVisible(FIRST_LOAD);
  return dialog;
}

/** Goes to /agent and waits for its login form. */
export async function openAgentPage(page: Page, t: Translate): Promise<void> {
  await page.goto('/agent');
  await expect(
    page.getByRole('main').getByRole('button', { name: t('login.submit'), exact: true }),
  ).toBeVisible(FIRST_LOAD);
}

/** Ticks the terms and age boxes of the registration form. */
export async function acceptTermsAndAge(
  page: Page,
  skin: ResolvedSkin,
  t: (key: string) => string,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: t('register.termsPrefix') }).check();
  await dialog
    .getByRole('checkbox', {
      name: fill(t('register.ageConfirm'), { age: skin.ageGate.minimumAge }),
    })
    .check();
}

export interface UsernameFormOptions {
  /** Fill the e-mail even where it is optional (a later forgot-by-e-mail needs it). */
  email?: boolean;
  /** Give this mobile number (and its SMS code, where the form asks for one). */
  mobile?: string;
}

/** Fills the username registration form with what this skin requires, plus what `options` asks. */
export async function fillUsernameForm(
  page: Page,
  skin: ResolvedSkin,
  t: Translate,
  devGateway: DevGateway,
  captchas: ReturnType<typeof watchCaptchas>,
  username: string,
  options: UsernameFormOptions = {},
) {
  const dialog = page.getByRole('dialog', { name: t('register.title') });
  const offer = registrationOf(skin);
  await dialog.getByRole('textbox', { name: t('register.username'), exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: t('register.password'), exact: true }).fill(PASSWORD);
  await dialog
    .getByRole('textbox', { name: t('register.confirmPassword'), exact: true })
    .fill(PASSWORD);
  if (offer.requires('email') || (options.email && offer.shows('email'))) {
    await dialog
      .getByRole('textbox', { name: t('register.email'), exact: true })
      .fill(`${username}@example.com`);
  }
  if (offer.requires('payeeName')) {
    await dialog
      .getByRole('textbox', { name: t('register.payeeName'), exact: true })
      .fill('Test Player');
  }
  if (options.mobile && offer.shows('mobileNum')) {
    await dialog.getByRole('textbox', { name: t('register.mobileNum') }).fill(options.mobile);
    const code = dialog.getByRole('textbox', { name: t('register.verificationCode') });
    if ((await code.count()) > 0) {
      await dialog.getByRole('button', { name: t('login.sendCode') }).click();
      await code.fill(await devGateway.latestCode({ kind: 'sms', to: `55:${options.mobile}` }));
    }
  }
  if (offer.shows('captcha')) {
    await dialog
      .getByRole('textbox', { name: t('register.captcha'), exact: true })
      .fill(await captchaAnswer(devGateway, captchas));
  }
  return dialog;
}

/** Registers a new player by username through the pop-up and waits until they are logged in. */
export async function registerPlayer(
  page: Page,
  skin: ResolvedSkin,
  t: Translate,
  devGateway: DevGateway,
  options: UsernameFormOptions = {},
): Promise<string> {
  const username = freshUsername();
  const captchas = watchCaptchas(page);
  await openModalPage(page, t, '/register');
  const dialog = await fillUsernameForm(page, skin, t, devGateway, captchas, username, options);
  await acceptTermsAndAge(page, skin, t);
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expectLoggedIn(page);
  return username;
}

/** Leaves the session on this tab without the shell's sign-out (session storage is the session). */
export async function dropSession(page: Page): Promise<void> {
  await page.evaluate(() => window.sessionStorage.clear());
}

/**
 * Logs in through the login pop-up at /login, or with `path: ''` through the form on screen (a
 * pop-up, or /agent's page).
 */
export async function logInWithPassword(
  page: Page,
  t: Translate,
  username: string,
  password: string,
  path = '/login',
): Promise<void> {
  if (path === '/login') await openModalPage(page, t, '/login');
  else if (path) await page.goto(path);
  const form =
    new URL(page.url()).pathname === '/agent'
      ? page.getByRole('main')
      : page.getByRole('dialog', { name: t('login.title') });
  await form.getByRole('textbox', { name: t('login.username'), exact: true }).fill(username);
  await form.getByRole('textbox', { name: t('login.password'), exact: true }).fill(password);
  await form.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

/** The send button while it counts down ("Resend in 299 s"). */
export function resendPattern(t: Translate): RegExp {
  return new RegExp(
    fill(t('login.resendIn').replace(/[.*+?^$()|[\]\\]/g, '\\$&'), { seconds: '\\d+' }),
  );
}
