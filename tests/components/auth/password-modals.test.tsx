// Forgot and change password (spec 000 §2, §4, §5): the forgot tabs per CHNGPASSVERIF3 (mobile
// first when on), the e-mail confirmation, the phone reset logging the player in, the change with
// the old password skipped when known, the forced variant that cannot be dismissed, and success
// going home.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { closeModal, openModal } from '../../../src/features/modals/use-modal';
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
afterEach(() => act(() => closeModal()));

const input = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement;

describe('forgot password', () => {
  it('shows the mobile tab first while CHNGPASSVERIF3 is on', async () => {
    await renderAuth(null, { skin });
    await openAndWait('forgotPassword', 'Reset password');
    const tabs = within(screen.getByRole('dialog', { name: 'Forgot password' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Mobile number', 'true'],
      ['E-mail', 'false'],
    ]);
  });

  it('has only the e-mail form when CHNGPASSVERIF3 is off', async () => {
    await renderAuth(null, { skin, tree: [node('CHNGPASSVERIF3', false)] });
    await openAndWait('forgotPassword', 'Reset password');
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).queryAllByRole('tab')).toHaveLength(1);
    expect(input(dialog, 'E-mail').getAttribute('autocomplete')).toBe('email');
  });

  it('checks the username and e-mail rules, then shows the confirmation dialog', async () => {
    const { call } = await renderAuth(null, {
      skin,
      tree: [node('CHNGPASSVERIF3', false)],
      answers: { forgetPasswordByEmail: null },
    });
    await openAndWait('forgotPassword', 'Reset password');
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await userEvent.type(input(dialog, 'Username'), 'player01');
    await userEvent.type(input(dialog, 'E-mail'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(input(dialog, 'E-mail')).toBeInvalid();
    expect(input(dialog, 'E-mail')).toHaveAccessibleDescription('E-mail format is incorrect');
    expect(calledActions(call)).not.toContain('forgetPasswordByEmail');
    await userEvent.clear(input(dialog, 'E-mail'));
    await userEvent.type(input(dialog, 'E-mail'), 'player01@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const sent = await screen.findByRole('alertdialog', { name: 'Check your e-mail' });
    expect(sent.textContent).toContain('We have sent instructions to your e-mail address.');
    expect(call.mock.calls.find(([name]) => name === 'forgetPasswordByEmail')?.[1]).toEqual({
      username: 'player01',
      email: 'player01@example.com',
    });
  });

  it('sets the password by phone and logs the player in with it', async () => {
    const { call, session } = await renderAuth(null, {
      skin,
      answers: {
        passwordSmsCode: { expiredMinutes: 5 },
        setPasswordByPhone: loginValue({ account: 'player01' }),
      },
    });
    await openAndWait('forgotPassword', 'Reset password');
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await userEvent.type(input(dialog, 'Mobile number'), '11912340001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.type(input(dialog, 'Verification code'), '654321');
    await userEvent.type(input(dialog, 'New password'), 'newpass12');
    await userEvent.type(input(dialog, 'Confirm new password'), 'newpass12');
    await userEvent.click(within(dialog).getByRole('button', { name: /Reset password$/ }));
    await waitFor(() => expect(session.getState().token).toBe('new-token'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.find(([name]) => name === 'setPasswordByPhone')?.[1]).toEqual({
      mobileNum: '11912340001',
      countryDialingCode: '55',
      verificationCode: '654321',
      newPassword: 'newpass12',
      confirmNewPassword: 'newpass12',
    });
  });
});

describe('change password', () => {
  it('asks for the current password unless it is known, and says when the confirmation differs', async () => {
    const { call } = await renderAuth(null, { skin, member: { type: 0 } });
    act(() => openModal('changePassword', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await within(dialog).findByText('Current password');
    await userEvent.type(input(dialog, 'New password'), 'newpass12');
    await userEvent.type(input(dialog, 'Confirm new password'), 'newpass13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(input(dialog, 'Current password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(input(dialog, 'Confirm new password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent',
    );
    expect(calledActions(call)).not.toContain('changePassword');
  });

  it('keeps what was typed when the change is refused, and goes home after a success', async () => {
    let first = true;
    const { call, router } = await renderAuth(null, {
      skin,
      member: { type: 0 },
      path: '/member',
      answers: {
        changePassword: () => {
          if (!first) return null;
          first = false;
          throw refusal('FIELD_INVALID', 'The current password is wrong', { field: 'oldPassword' });
        },
      },
    });
    act(() => openModal('changePassword', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await within(dialog).findByText('Current password');
    await userEvent.type(input(dialog, 'Current password'), 'Player123');
    await userEvent.type(input(dialog, 'New password'), 'newpass12');
    await userEvent.type(input(dialog, 'Confirm new password'), 'newpass12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please Enter Correct Information',
    );
    expect(input(dialog, 'Current password').value).toBe('Player123');
    await userEvent.click(within(dialog).getByRole('button', { name: /Change password$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(call.mock.calls.filter(([name]) => name === 'changePassword').at(-1)?.[1]).toEqual({
      oldPassword: 'Player123',
      newPassword: 'newpass12',
      confirmNewPassword: 'newpass12',
    });
  });

  it('after a forced login does not ask the old password again, cannot be dismissed, and offers to sign out', async () => {
    const { call } = await renderAuth(null, {
      skin,
      member: { type: 0 },
      answers: { changePassword: null },
    });
    act(() =>
      openModal('changePassword', {
        forced: true,
        reason: 'defaultPassword',
        oldPassword: 'Aa123456',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      await within(dialog).findByText('Please choose a new password before you continue.'),
    ).toBeVisible();
    expect(within(dialog).queryByText('Current password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toBeVisible();
    await userEvent.type(input(dialog, 'New password'), 'newpass12');
    await userEvent.type(input(dialog, 'Confirm new password'), 'newpass12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.find(([name]) => name === 'changePassword')?.[1]).toEqual({
      oldPassword: 'Aa123456',
      newPassword: 'newpass12',
      confirmNewPassword: 'newpass12',
    });
  });
});
