// The registration pop-up (spec 000 §2–§5, §8): method tabs per USERNAMEREG3 / MOBILENUMREG3, the
// fields the effective form shows with each field's rule and message, 'inconsistent twice', the
// terms and age boxes (21 where the skin says so), the invitation code checked first, the referral
// code from the query, a refusal shown under its field, and success logging in and going home.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { closeModal } from '../../../src/features/modals/use-modal';
import {
  calledActions,
  fullSkin,
  loginValue,
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
  window.history.replaceState(null, '', '/');
});

const dialog = () => screen.getByRole('dialog', { name: 'Create your account' });
const field = (name: string) =>
  within(dialog()).getByLabelText(new RegExp(`^${name}`), {
    selector: 'input',
  }) as HTMLInputElement;
const submit = () => within(dialog()).getByRole('button', { name: /Register$/ });

async function open(options: Parameters<typeof renderAuth>[1]) {
  const rendered = await renderAuth(null, options);
  await openAndWait('register', 'Already have an account?');
  return rendered;
}

async function fillValidUsernameForm() {
  await userEvent.type(field('Username'), 'newplayer1');
  await userEvent.type(field('Password'), 'abc12345');
  await userEvent.type(field('Confirm password'), 'abc12345');
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: /I have read and agree/ }));
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: /years old or older/ }));
}

describe('the registration pop-up: tabs and fields', () => {
  it('offers the username and mobile tabs while both modules are on', async () => {
    await open({ skin });
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Login', 'Sign up', 'Username', 'Mobile number']);
  });

  it('offers only the username form when MOBILENUMREG3 is off', async () => {
    await open({ skin, tree: [node('MOBILENUMREG3', false)] });
    expect(within(dialog()).queryByRole('tab', { name: 'Mobile number' })).toBeNull();
    expect(field('Username')).toBeVisible();
  });

  it('shows the fields the effective form shows, required ones marked, with new-password autocomplete', async () => {
    await open({
      skin,
      merge: {
        registrationSettings: {
          email: { show: true, required: true },
          affiliateCode: { show: false },
        },
      },
    });
    expect(field('E-mail').getAttribute('aria-required')).toBe('true');
    expect(within(dialog()).queryByLabelText(/^Invitation code/)).toBeNull();
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm password').getAttribute('autocomplete')).toBe('new-password');
  });

  it("checks each field against its rule with the patternId's message and min–max, and the confirmation", async () => {
    const { call } = await open({
      skin,
      merge: {
        registrationRules: {
          username: {
            acceptedPattern: 'letterFirstAlphanumeric',
            minLength: 8,
            maxLength: 12,
            patternId: 'username',
          },
        },
      },
    });
    await userEvent.type(field('Username'), '1abc');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Confirm password'), 'abc12346');
    await userEvent.type(field('E-mail'), 'not-an-email');
    await userEvent.click(submit());
    expect(field('Username')).toHaveAccessibleDescription(
      'Account format is incorrect: use 8 - 12 letters and digits, starting with a letter',
    );
    expect(field('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent',
    );
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail format is incorrect');
    expect(calledActions(call)).not.toContain('register');
  });

  it('asks for the terms and the age inline, 21 where the skin says so', async () => {
    const skin21 = await fullSkin({ ageGate: { minimumAge: 21 } });
    await open({ skin: skin21 });
    await userEvent.click(submit());
    expect(
      within(dialog()).getByRole('checkbox', { name: /I have read and agree/ }),
    ).toHaveAccessibleDescription('Please read and accept the terms and conditions');
    const age = within(dialog()).getByRole('checkbox', {
      name: /I confirm I am 21 years old or older/,
    });
    expect(age).toHaveAccessibleDescription('Please confirm you are 21 years old');
    expect(age).toBeInvalid();
  });

  it('asks for the SMS code of a mobile number once one is given', async () => {
    await open({ skin });
    expect(
      within(dialog())
        .getByLabelText(/^Verification code/, { selector: 'input' })
        .getAttribute('aria-required'),
    ).toBeNull();
    await userEvent.type(
      within(dialog()).getByLabelText(/^Mobile number/, { selector: 'input' }),
      '11955550001',
    );
    expect(
      within(dialog())
        .getByLabelText(/^Verification code/, { selector: 'input' })
        .getAttribute('aria-required'),
    ).toBe('true');
  });
});

describe('the registration pop-up: sending', () => {
  it('checks the invitation code first and warns when it is invalid, keeping the form and registering nothing', async () => {
    const { call } = await open({
      skin,
      answers: {
        affiliateCheck: () =>
          Promise.reject(refusal('INVALID_INVITATION', 'Invalid invitation code')),
      },
    });
    await fillValidUsernameForm();
    await userEvent.type(field('Invitation code'), 'NOPE1');
    await userEvent.click(submit());
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning.textContent).toContain('Invalid invitation code');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(field('Username').value).toBe('newplayer1');
    expect(field('Invitation code').value).toBe('NOPE1');
    expect(calledActions(call)).not.toContain('register');
  });

  it('sends the referral code from the query and what the web adds, then logs in and goes home', async () => {
    window.history.replaceState(null, '', '/register?referralCode=FRIEND9');
    const { call, session, router } = await open({
      skin,
      answers: { register: loginValue({ account: 'newplayer1', firstTimeLogin: true }) },
    });
    await fillValidUsernameForm();
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.find(([name]) => name === 'register')?.[1]).toMatchObject({
      username: 'newplayer1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: 'FRIEND9',
      registerMethod: 'WEB',
      login: true,
      domain: window.location.host,
    });
    expect(session.getState().token).toBe('new-token');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a refusal that names a field under that field, with the gateway’s sentence', async () => {
    await open({
      skin,
      answers: {
        register: () =>
          Promise.reject(
            refusal('FIELD_INVALID', 'E-mail format is incorrect (from the gateway)', {
              field: 'email',
            }),
          ),
      },
    });
    await fillValidUsernameForm();
    await userEvent.type(field('E-mail'), 'a@b.co');
    await userEvent.click(submit());
    await within(dialog()).findByText('E-mail format is incorrect (from the gateway)');
    expect(field('E-mail')).toHaveAccessibleDescription(
      'E-mail format is incorrect (from the gateway)',
    );
    expect(field('E-mail')).toBeInvalid();
    expect(
      (
        within(dialog()).getByRole('checkbox', {
          name: /I have read and agree/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('registers a mobile number with its SMS code, the number being the username', async () => {
    const { call } = await open({
      skin,
      answers: {
        registerSmsCode: { expiredMinutes: 5 },
        registerByMobile: loginValue({ account: '11955550001' }),
      },
    });
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(
      within(dialog()).getByLabelText(/^Mobile number/, { selector: 'input' }),
      '11955550001',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send code' }));
    expect(call.mock.calls.find(([name]) => name === 'registerSmsCode')?.[1]).toEqual({
      mobileNo: '11955550001',
      countryDialingCode: '55',
    });
    await userEvent.type(
      within(dialog()).getByLabelText(/^Verification code/, { selector: 'input' }),
      '123456',
    );
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Confirm password'), 'abc12345');
    await userEvent.click(
      within(dialog()).getByRole('checkbox', { name: /I have read and agree/ }),
    );
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: /years old or older/ }));
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.find(([name]) => name === 'registerByMobile')?.[1]).toMatchObject({
      username: '11955550001',
      mobileNum: '11955550001',
      countryDialingCode: '55',
      verificationCode: '123456',
    });
  });
});
