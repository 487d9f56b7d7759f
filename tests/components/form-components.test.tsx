// The dumb form pieces (labels, error text tied to the field, autocomplete, paste allowed,
// required *; tabs with a roving tabindex; buttons disabled while pending; failed images fall
// back).
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/button';
import { Checkbox } from '../../src/components/checkbox';
import { FallbackImage } from '../../src/components/fallback-image';
import { Tabs, tabPanelProps } from '../../src/components/tabs';
import { TextField } from '../../src/components/text-field';

describe('the text field', () => {
  it('ties its label, its error and its hint to the input', () => {
    render(
      <TextField
        label="Password"
        autoComplete="current-password"
        type="password"
        required
        error="Password format is incorrect"
        hint="6 to 20 characters"
      />,
    );
    const input = screen.getByLabelText(/^Password/);
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Password format is incorrect', '6 to 20 characters']);
  });

  it('marks a required field with * and an optional one without', () => {
    const { rerender } = render(<TextField label="E-mail" autoComplete="email" required />);
    expect(screen.getByText('*')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toBeRequired();
    rerender(<TextField label="E-mail" autoComplete="email" />);
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.getByLabelText('E-mail')).not.toBeRequired();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBeNull();
  });

  it('lets the player paste', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="SMS code"
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('SMS code') as HTMLInputElement;
    input.focus();
    await userEvent.paste('482913');
    expect(input.value).toBe('482913');
  });
});

describe('the checkbox', () => {
  it('reports ticks and shows its inline error', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox
        label="I accept the terms"
        checked={false}
        onChange={onChange}
        required
        error="Please confirm you are 18 years old"
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please confirm you are 18 years old',
    );
  });
});

describe('the tabs', () => {
  function LoginMethods() {
    const [method, setMethod] = useState<'username' | 'sms' | 'social'>('username');
    return (
      <>
        <Tabs
          label="Login method"
          idBase="method"
          value={method}
          onChange={setMethod}
          items={[
            { id: 'username', label: 'Username' },
            { id: 'sms', label: 'SMS' },
            { id: 'social', label: 'Social', disabled: true },
          ]}
        />
        <div {...tabPanelProps('method', method)}>{method} form</div>
      </>
    );
  }

  it('is one Tab stop: only the selected tab is focusable', () => {
    render(<LoginMethods />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    for (const tab of tabs) {
      expect(screen.getByRole('tablist', { name: 'Login method' })).toContainElement(tab);
    }
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    render(<LoginMethods />);
    screen.getByRole('tab', { name: 'Username' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByRole('tab', { name: 'SMS' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Username' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS' }));
  });

  it('labels the panel with its tab', () => {
    render(<LoginMethods />);
    expect(screen.getByRole('tabpanel', { name: 'Username' }).textContent).toBe('username form');
  });
});

describe('the button', () => {
  it('is disabled and busy while pending', async () => {
    const onClick = vi.fn();
    render(
      <Button pending pendingLabel="Loading…" onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Log in/ }) as HTMLButtonElement;
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('the fallback image', () => {
  it('shows the default game icon when the picture fails, in the same box', () => {
    const { container } = render(
      <FallbackImage
        src="https://cdn.test/missing.png"
        alt="Fortune Tiger"
        fallback="game"
        ratio="4 / 3"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Tiger' }));
    const icon = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.getAttribute('data-fallback')).toBe('game');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows the default avatar without an address, and loads lazily otherwise', () => {
    const { rerender } = render(<FallbackImage src={null} alt="Player avatar" fallback="avatar" />);
    expect(screen.getByRole('img', { name: 'Player avatar' }).getAttribute('data-fallback')).toBe(
      'avatar',
    );
    rerender(<FallbackImage src="https://cdn.test/me.png" alt="Player avatar" fallback="avatar" />);
    expect(screen.getByRole('img', { name: 'Player avatar' }).getAttribute('loading')).toBe('lazy');
  });
});
