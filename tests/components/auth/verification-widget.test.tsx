// The third-party verification widget (spec 000 §3, §4, §7): the provider's script loads on demand,
// the widget renders with the merchant's site key in the player's language and hands its token up;
// an expired token makes it ask again; a script that cannot load says so with a retry that works.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_WIDGETS } from '../../../engine';
import {
  VerificationWidget,
  type VerificationWidgetProps,
} from '../../../src/features/auth/verification-widget';

interface FakeWindow {
  turnstile?: unknown;
  hcaptcha?: unknown;
}

function fakeApi() {
  const options: Array<Record<string, unknown>> = [];
  return {
    options,
    api: {
      render: vi.fn((_element: HTMLElement, given: Record<string, unknown>) => {
        options.push(given);
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    },
  };
}

const props = (overrides: Partial<VerificationWidgetProps> = {}): VerificationWidgetProps => ({
  provider: 'turnstile',
  siteKey: 'site-key-1',
  language: 'pt-br',
  onToken: vi.fn(),
  title: 'Human verification',
  failedText: 'The verification check could not load.',
  retryLabel: 'Try again',
  loadingLabel: 'Loading',
  ...overrides,
});

const widgetScripts = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete (window as FakeWindow).turnstile;
  delete (window as FakeWindow).hcaptcha;
});

describe('VerificationWidget', () => {
  it('loads Turnstile’s script on demand and renders with the site key and language', async () => {
    const { api, options } = fakeApi();
    const onToken = vi.fn();
    const { unmount } = render(<VerificationWidget {...props({ onToken })} />);
    const [script] = widgetScripts(VERIFICATION_WIDGETS.turnstile.scriptUrl);
    expect(script).toBeDefined();
    (window as FakeWindow).turnstile = api;
    await act(async () => script!.dispatchEvent(new Event('load')));
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(options[0]).toMatchObject({ sitekey: 'site-key-1', language: 'pt-br' });
    act(() => (options[0]!.callback as (token: string) => void)('token-1'));
    expect(onToken).toHaveBeenCalledWith('token-1');
    // An expired token is dropped: the widget asks again.
    act(() => (options[0]!['expired-callback'] as () => void)());
    expect(api.reset).toHaveBeenCalledWith('widget-1');
    unmount();
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });

  it('gives hCaptcha its language as `hl`', async () => {
    const { api, options } = fakeApi();
    (window as FakeWindow).hcaptcha = api;
    render(<VerificationWidget {...props({ provider: 'hcaptcha', language: 'en' })} />);
    await act(async () => undefined);
    expect(options[0]).toMatchObject({ sitekey: 'site-key-1', hl: 'en' });
    expect(widgetScripts(VERIFICATION_WIDGETS.hcaptcha.scriptUrl)).toEqual([]);
  });

  it('says a script that could not load in the player’s words, and its retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi();
    render(<VerificationWidget {...props({ provider: 'hcaptcha' })} />);
    const src = VERIFICATION_WIDGETS.hcaptcha.scriptUrl;
    await act(async () => widgetScripts(src)[0]!.dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert')).toHaveTextContent('The verification check could not load.');
    expect(widgetScripts(src)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(widgetScripts(src)).toHaveLength(1);
    (window as FakeWindow).hcaptcha = api;
    await act(async () => widgetScripts(src)[0]!.dispatchEvent(new Event('load')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.render).toHaveBeenCalledTimes(1);
  });

  it('takes a script that ran without defining the widget for a failure, and loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const src = VERIFICATION_WIDGETS.turnstile.scriptUrl;
    render(<VerificationWidget {...props()} />);
    await act(async () => widgetScripts(src)[0]!.dispatchEvent(new Event('load')));
    expect(screen.getByRole('alert')).toHaveTextContent('The verification check could not load.');
    expect(widgetScripts(src)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(widgetScripts(src)).toHaveLength(1);
  });

  it('offers the retry when the widget itself reports an error', async () => {
    const { api, options } = fakeApi();
    (window as FakeWindow).turnstile = api;
    render(<VerificationWidget {...props()} />);
    await act(async () => undefined);
    act(() => (options[0]!['error-callback'] as () => void)());
    expect(screen.getByRole('alert')).toHaveTextContent('The verification check could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(api.remove).toHaveBeenCalledWith('widget-1');
    expect(api.render).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
