// The login pop-up's states (spec 000 §2, §4, §5, §8, §9): which tabs and buttons the features
// allow, the field rules, the captcha on the gateway's flag, the SMS countdown and its Retry-After,
// the pending button, what was typed kept after a failure, and what a login leaves behind.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { closeModal } from '../../../src/features/modals/use-modal';
import {
  calledActions,
  fullSkin,
  loginValue,
  networkError,
  node,
  openAndWait,
  refusal,
  renderAuth,
} from './auth-harness';

// Forms typed key by key on a shared machine: more than the default 5 s per test.
vi.setConfig({ testTimeout: 20_000 });

let skin: ResolvedSkin;
beforeAll(async () => {
  skin = await fullSkin();
});
afterEach(() => {
  act(() => closeModal());
  vi.useRealTimers();
  document.cookie
    .split(';')
    .forEach((cookie) => (document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`));
});

const dialog = () => screen.getByRole('dialog', { name: 'Log in' });
const field = (name: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${name}`), {
    selector: 'input',
  }) as HTMLInputElement;
// While pending the button's name starts with the spinner's "Loading…".
const submit = () => within(dialog()).getByRole('button', { name: /Log in$/ });

async function open(options: Parameters<typeof renderAuth>[1]) {
  const rendered = await renderAuth(null, options);
  await openAndWait('login', 'No account yet?');
  return rendered;
}

describe('the login pop-up: what it offers', () => {
  it('shows the Login / Sign up tabs, the SMS method, social buttons, free play and remember-me when all are on', async () => {
    await open({ skin });
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Login', 'Sign up', 'Username', 'SMS code']);
    expect(within(dialog()).getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Free play' })).toBeVisible();
    expect(within(dialog()).getByRole('checkbox', { name: 'Remember password' })).not.toBeChecked();
  });

  it('drops SMS login, a social provider and free play when their modules are off', async () => {
    await open({
      skin,
      tree: [node('SMSLOGIN3', false), node('FBLOGIN3', false), node('FREEPLAY3', false)],
    });
    expect(within(dialog()).queryByRole('tab', { name: 'SMS code' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('lets the browser fill the account and the current password', async () => {
    await open({ skin });
    expect(field('Username').getAttribute('autocomplete')).toBe('username');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
  });
});

describe('the login pop-up: logging in', () => {
  it('asks for the username and password before calling the gateway', async () => {
    const { call } = await open({ skin });
    await userEvent.click(submit());
    expect(within(dialog()).getAllByText('Please enter the username and password')).toHaveLength(2);
    expect(calledActions(call)).not.toContain('login');
  });

  it('disables the button while the call is out and keeps what was typed when it fails', async () => {
    let fail!: (error: unknown) => void;
    const { call } = await open({
      skin,
      answers: { login: () => new Promise((_, reject) => (fail = reject)) },
    });
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Password'), 'Secret123');
    await userEvent.click(submit());
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(submit());
    expect(calledActions(call).filter((name) => name === 'login')).toHaveLength(1);
    await act(async () => fail(networkError()));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Network link is abnormal, please try again',
    );
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect(field('Username').value).toBe('player01');
    expect(field('Password').value).toBe('Secret123');
  });

  it('shows the captcha image when a failed login carries the flag, and sends the answer with its key', async () => {
    let attempts = 0;
    const { call } = await open({
      skin,
      answers: {
        captcha: { captchaKey: 'k-1', image: 'data:image/png;base64,AAAA', expiresInSeconds: 120 },
        login: () => {
          attempts += 1;
          if (attempts === 1) {
            throw refusal('INVALID_CREDENTIALS', 'Wrong username or password', { captcha: true });
          }
          return loginValue();
        },
      },
    });
    expect(within(dialog()).queryByRole('img', { name: 'Captcha image' })).toBeNull();
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Password'), 'bad');
    await userEvent.click(submit());
    expect(await within(dialog()).findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    await userEvent.click(submit());
    expect(within(dialog()).getByText('Please enter the captcha')).toBeVisible();
    expect(calledActions(call).filter((name) => name === 'login')).toHaveLength(1);
    await userEvent.type(field('Captcha'), '4821');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const logins = call.mock.calls
      .filter(([name]) => name === 'login')
      .map(([, payload]) => payload);
    expect(logins[1]).toMatchObject({
      username: 'player01',
      password: 'bad',
      captcha: '4821',
      captchaKey: 'k-1',
      type: 'username',
      portal: 'player',
    });
  });

  it('refreshes the captcha at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const { call } = await open({
      skin,
      answers: {
        login: () => Promise.reject(refusal('CAPTCHA_REQUIRED', 'captcha', { captcha: true })),
      },
    });
    await userEvent.type(field('Username'), 'a');
    await userEvent.type(field('Password'), 'b');
    await userEvent.click(submit());
    await within(dialog()).findByRole('img', { name: 'Captcha image' });
    const captchas = () => calledActions(call).filter((name) => name === 'captcha').length;
    expect(captchas()).toBe(1);
    const refresh = within(dialog()).getByRole('button', { name: 'New captcha' });
    vi.setSystemTime(10_500);
    fireEvent.click(refresh);
    expect(captchas()).toBe(1);
    vi.setSystemTime(11_000);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(captchas()).toBe(2);
  });

  it('stores the token, loads favourites and, for a real account, the consolidated data, then closes', async () => {
    const { call, session } = await open({
      skin,
      answers: { login: loginValue({ firstTimeLogin: true }) },
    });
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Password'), 'Player123');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getState()).toMatchObject({ token: 'new-token', account: 'player01' });
    await waitFor(() =>
      expect(calledActions(call)).toEqual(
        expect.arrayContaining(['firstLogin', 'favouriteIds', 'consolidatedContract']),
      ),
    );
    expect(sessionStorage.getItem('firstLogin')).toBe('true');
  });

  it('loads no consolidated data for a trial account', async () => {
    const { call, session } = await open({
      skin,
      answers: { freePlayLogin: loginValue({ type: 4, isTrial: true }) },
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(session.getState().isTrial).toBe(true));
    await waitFor(() => expect(calledActions(call)).toContain('favouriteIds'));
    expect(calledActions(call)).not.toContain('consolidatedContract');
    expect(call.mock.calls.find(([name]) => name === 'freePlayLogin')?.[1]).toMatchObject({
      platform: 'W',
      version: 3,
    });
  });

  it('opens the forced change-password modal after a login with an expired password', async () => {
    await open({ skin, answers: { login: loginValue({ passwordExpired: true }) } });
    await userEvent.type(field('Username'), 'initial01');
    await userEvent.type(field('Password'), 'Aa123456');
    await userEvent.click(submit());
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      await within(change).findByText('Your password has expired. Please choose a new one.'),
    ).toBeVisible();
    expect(within(change).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(change).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('remembers the player for 24 hours when asked, and the next pop-up starts from it', async () => {
    await open({ skin, answers: { login: loginValue() } });
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Password'), 'Player123');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Remember password' }));
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain('sf_last_user=player01');
    await openAndWait('login', 'No account yet?');
    expect(field('Username').value).toBe('player01');
    expect(field('Password').value).toBe('Player123');
  });
});

describe('the login pop-up: SMS', () => {
  async function openSms(answers: Parameters<typeof renderAuth>[1]['answers']) {
    const rendered = await open({ skin, answers });
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: /^Mobile number/ }),
      '11912340001',
    );
    return rendered;
  }

  it('counts expiredMinutes × 60 s down on the send button, one second at a time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { call } = await openSms({ loginSmsCode: { expiredMinutes: 2 } });
    const send = within(dialog()).getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await within(dialog()).findByRole('button', { name: 'Resend in 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
    await act(async () => vi.advanceTimersByTime(1000));
    expect(within(dialog()).getByRole('button', { name: 'Resend in 119 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(119_000));
    expect(within(dialog()).getByRole('button', { name: 'Send code' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(
      call.mock.calls.filter(([name]) => name === 'loginSmsCode').map(([, payload]) => payload),
    ).toEqual([{ mobileNum: '11912340001', countryDialingCode: '55' }]);
  });

  it('follows Retry-After after a refused send and says why in a warning dialog', async () => {
    await openSms({
      loginSmsCode: () =>
        Promise.reject(
          refusal(
            'SMS_LOCKED',
            'locked',
            { retryAfterSeconds: 300 },
            { status: 429, retryAfterSeconds: 300 },
          ),
        ),
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'The code could not be sent' });
    expect(warning.textContent).toContain('Too many requests. Please try again in 5 minutes.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Submit' }));
    expect(within(dialog()).getByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    expect(
      (within(dialog()).getByRole('textbox', { name: /^Mobile number/ }) as HTMLInputElement).value,
    ).toBe('11912340001');
  });

  it('logs in with the code as the password, no captcha, and no forced change', async () => {
    const { call } = await openSms({ login: loginValue({ passwordExpired: true }) });
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^SMS code/ }), '123456');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.find(([name]) => name === 'login')?.[1]).toEqual({
      username: '11912340001',
      password: '123456',
      type: 'sms',
      countryDialingCode: '55',
      portal: 'player',
    });
  });
});
