// The merchant's third-party verification widget (Cloudflare Turnstile or hCaptcha; spec 000 §3,
// §4, §7), drawn where the step runs: its script loads on demand (./load-verification-widget.ts),
// the widget renders into the box in the player's language and hands its token up through
// `onToken`. A script that cannot load says so in the player's language with a retry, never a dead
// form; a widget error offers the same retry; an expired token is dropped and the widget asks again.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VERIFICATION_WIDGETS, type VerificationWidget as Widget } from '../../../engine';
import { ErrorNotice } from '../../components/error-notice';
import { Spinner } from '../../components/spinner';
import { loadVerificationWidget } from './load-verification-widget';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  min-height: 65px;
`;

export interface VerificationWidgetProps {
  provider: Widget;
  siteKey: string;
  /** The player's language, as the provider's `language` / `hl` option. */
  language: string;
  onToken(token: string): void;
  title: string;
  failedText: string;
  retryLabel: string;
  loadingLabel: string;
}

type WidgetState = 'loading' | 'shown' | 'failed';

export function VerificationWidget({
  provider,
  siteKey,
  language,
  onToken,
  title,
  failedText,
  retryLabel,
  loadingLabel,
}: VerificationWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WidgetState>('loading');
  const tokenTaker = useRef(onToken);
  useLayoutEffect(() => {
    tokenTaker.current = onToken;
  });

  useEffect(() => {
    let id: string | undefined;
    let removeWidget = () => undefined as void;
    let gone = false;
    loadVerificationWidget(provider).then(
      (api) => {
        if (gone || !box.current) return;
        id = api.render(box.current, {
          sitekey: siteKey,
          [VERIFICATION_WIDGETS[provider].languageOption]: language,
          callback: (token) => tokenTaker.current(token),
          'error-callback': () => setState('failed'),
          // The token ran out before it was sent: the widget asks again.
          'expired-callback': () => api.reset(id),
        });
        removeWidget = () => api.remove(id!);
        setState('shown');
      },
      (failure: unknown) => {
        console.error(failure);
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      removeWidget();
    };
  }, [provider, siteKey, language, attempt]);

  return (
    <Box role="group" aria-label={title} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <Spinner label={loadingLabel} />}
      {state === 'failed' && (
        <ErrorNotice
          message={failedText}
          retryLabel={retryLabel}
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {/* Always there: the script may answer before a re-render would bring the box back. */}
      <div ref={box} hidden={state === 'failed'} data-verification-widget={provider} />
    </Box>
  );
}
