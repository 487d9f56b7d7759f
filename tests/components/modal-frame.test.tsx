// The dialog frame every modal uses (spec 001 §9; WAI-ARIA dialog pattern): focus moves in, stays
// in, goes back to the opener, Escape closes only what may be closed, and an outside click closes
// nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../../src/components/alert-dialog';
import { ModalFrame } from '../../src/components/modal-frame';

function Opener({ closable = true, onClose }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the form
      </button>
      <button type="button">Behind the dialog</button>
      {open && (
        <ModalFrame
          title="Change password"
          closable={closable}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="Old password" />
          <button type="button">Save</button>
        </ModalFrame>
      )}
    </>
  );
}

describe('the modal frame', () => {
  it('is a modal dialog named by its title', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus to the first field, not to the close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Old password' }));
  });

  it('moves focus to the first field even when buttons come before it (a form under its tabs)', () => {
    render(
      <ModalFrame title="Log in" onClose={() => undefined}>
        <button type="button">Log in</button>
        <button type="button">Sign up</button>
        <input aria-label="Username" />
      </ModalFrame>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });

  it('holds focus itself, not on its close button, while its body is still loading', () => {
    render(
      <ModalFrame title="Log in" onClose={() => undefined}>
        <p role="status">Loading…</p>
      </ModalFrame>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Log in' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Old password' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('pulls focus back in when something outside takes it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    screen.getByRole('button', { name: 'Behind the dialog', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open the form' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on an Escape pressed in the same moment it shows, before any passive effect has run', () => {
    const onClose = vi.fn();
    // Its layout effect runs after the frame's (a later sibling): the key comes before the browser
    // could paint the dialog, as a quick player's or a test's may on a busy page.
    function EscapeAtOnce() {
      useLayoutEffect(() => {
        document.activeElement!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        );
      }, []);
      return null;
    }
    render(
      <>
        <ModalFrame title="Log in" onClose={onClose}>
          <input aria-label="Account" />
        </ModalFrame>
        <EscapeAtOnce />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no close button and ignores Escape when it may not be closed', async () => {
    const onClose = vi.fn();
    render(<Opener closable={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('is not closed by a click outside it', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('fixes the body while open and lets it go when closed', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    expect(document.body.style.position).toBe('fixed');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.position).toBe('');
  });

  it('lets an alert over a dialog trap focus and close alone, then hands focus back inside the dialog', async () => {
    function Nested() {
      const [alert, setAlert] = useState(false);
      return (
        <ModalFrame title="Register" onClose={() => undefined}>
          <button type="button" onClick={() => setAlert(true)}>
            Send code
          </button>
          {alert && (
            <AlertDialog
              title="Notice"
              message="The code could not be sent"
              confirmLabel="Submit"
              onConfirm={() => setAlert(false)}
              tone="warning"
            />
          )}
        </ModalFrame>
      );
    }
    render(<Nested />);
    const send = screen.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    const alert = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(alert).toHaveAccessibleDescription('The code could not be sent');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(document.activeElement).toBe(send);
  });
});
