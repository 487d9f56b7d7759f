// The human-verification step before a password login and an SMS send (spec 000 §3, §4, §7): the
// gateway says which provider the merchant runs (humanVerification); for its own proof of work the
// browser solves the challenge (engine solveWork); for Cloudflare Turnstile or hCaptcha the form
// draws the provider's widget (`widget`, ./verification-widget.tsx) and the step waits for its
// token. The request carries the answer as its `verification` fields; with no step, nothing is sent.
// The step passed is kept in the session key `validate` (spec 000 §3) as the provider and when.
// A widget's token is good once: the widget goes away when it gave one, and the next step draws a
// fresh one.
import { useCallback, useMemo, useRef, useState } from 'react';
import { isVerificationWidget, solveWork, type VerificationWidget } from '../../../engine';
import { useGatewayClient } from '../../lib/api';
import { webStorage } from '../../lib/browser/web-storage';
import { SESSION_KEYS } from '../session/session-keys';

export type VerificationFields = Record<string, string>;

/** The widget the form draws while the step waits for its token. */
export interface WidgetStep {
  provider: VerificationWidget;
  siteKey: string;
  onToken(token: string): void;
}

export interface HumanVerification {
  /** Runs the merchant's step; the fields to send, or undefined when it has none. */
  verify(): Promise<VerificationFields | undefined>;
  /** The widget to draw, while a widget provider's step waits for the player. */
  widget: WidgetStep | null;
}

function recordStep(provider: string): void {
  webStorage('sessionStorage').setItem(
    SESSION_KEYS.validate,
    JSON.stringify({ provider, at: new Date().toISOString() }),
  );
}

export function useHumanVerification(): HumanVerification {
  const client = useGatewayClient();
  const [shown, setShown] = useState<Omit<WidgetStep, 'onToken'> | null>(null);
  const takeToken = useRef<((token: string) => void) | null>(null);

  const verify = useCallback(async () => {
    const step = await client.call('humanVerification');
    if (step.provider === 'proofOfWork' && step.challenge) {
      const fields = solveWork(step.challenge);
      recordStep(step.provider);
      return fields;
    }
    if (!isVerificationWidget(step.provider)) return undefined;
    const provider = step.provider;
    const token = await new Promise<string>((resolve) => {
      takeToken.current = resolve;
      setShown({ provider, siteKey: step.siteKey ?? '' });
    });
    takeToken.current = null;
    setShown(null);
    recordStep(provider);
    return { provider, token };
  }, [client]);

  const widget = useMemo(
    () => (shown ? { ...shown, onToken: (token: string) => takeToken.current?.(token) } : null),
    [shown],
  );
  return { verify, widget };
}
