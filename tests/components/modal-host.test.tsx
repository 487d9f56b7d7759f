// Modals from the app registry (spec 001 §9: one at a time, close button on by default; the spec's
// modal list): lazy bodies inside the host's frame, bare bodies with their own, forced ones
// unclosable.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../src/features/modals/modal-store';
import { closeModal, openModal } from '../../src/features/modals/use-modal';
import { fullSkin, renderAuth } from './auth/auth-harness';

/**
 * The app's modal host with its registry, inside the providers the real bodies read (skin, session,
 * gateway).
 */
const renderHost = async () => renderAuth(null, { skin: await fullSkin() });

afterEach(() => act(() => closeModal()));

describe('the modal host', () => {
  it('opens a registered modal in a frame titled from the registry, loading its body lazily', async () => {
    await renderHost();
    act(() => openModal('login'));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toBeVisible();
    // The body's chunk is compiled on its first import here: longer than findBy's default second.
    expect(await within(dialog).findByText('No account yet?', {}, { timeout: 3000 })).toBeVisible();
  });

  it('shows one modal at a time: opening another replaces the one on screen', async () => {
    await renderHost();
    act(() => openModal('login'));
    act(() => openModal('register'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Create your account');
  });

  it('closes with the frame’s close button', async () => {
    await renderHost();
    act(() => openModal('forgotPassword'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot close a forced password change', async () => {
    await renderHost();
    act(() => openModal('changePassword', { forced: true }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Change password');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows an alert with its message and runs onConfirm after closing', async () => {
    const onConfirm = vi.fn();
    await renderHost();
    act(() => openModal('alert', { message: 'copy success', tone: 'success', onConfirm }));
    const alert = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(alert.textContent).toContain('copy success');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells a trial account a real account is needed, with a confirm button', async () => {
    await renderHost();
    act(() => openModal('trialNotice'));
    expect(await screen.findByRole('alertdialog', { name: 'Real account needed' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
