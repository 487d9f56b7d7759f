// The human-verification step before a password login and an SMS send (spec 000 §3, §4, §7): the
// gateway says which provider the merchant runs (humanVerification); for its own proof of work the
// browser solves the challenge (engine solveWork) and the request carries the answer as its
// `verification` fields; with none, nothing is sent. The step passed is kept in the session key
// `validate` (spec 000 §3) as the provider and when. Cloudflare Turnstile and hCaptcha need their
// widget on the page, which the site does not draw yet: a merchant set to one of them gets the
// gateway's refusal, 'Please complete verification first' (gateway/README.md "Human verification").
import { useCallback } from 'react';
import { solveWork } from '../../../engine';
import { useGatewayClient } from '../../lib/api';
import { webStorage } from '../../lib/browser/web-storage';
import { SESSION_KEYS } from '../session/session-keys';

export type VerificationFields = Record<string, string>;

/** Runs the merchant's step; the fields to send, or undefined when it has none. */
export function useHumanVerification(): () => Promise<VerificationFields | undefined> {
  const client = useGatewayClient();
  return useCallback(async () => {
    const step = await client.call('humanVerification');
    if (step.provider !== 'proofOfWork' || !step.challenge) return undefined;
    const fields = solveWork(step.challenge);
    webStorage('sessionStorage').setItem(
      SESSION_KEYS.validate,
      JSON.stringify({ provider: step.provider, at: new Date().toISOString() }),
    );
    return fields;
  }, [client]);
}
