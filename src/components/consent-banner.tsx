// The analytics consent banner: a question at the foot of the page, not a modal, so the site stays
// usable while the player has not answered. Props in, markup out; the caller remembers the answer.
// A spacer as tall as the banner ends the page, so the footer's last lines can scroll above it.
import styled from 'styled-components';
import { Button } from './button';

const Banner = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 45;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  justify-content: center;
  padding: 0.9rem 1rem;
  color: var(--skin-text);
  background: var(--skin-surface-raised);
  border-top: 1px solid var(--skin-border);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
  }
  .actions {
    display: flex;
    gap: 0.5rem;
  }
`;

const Spacer = styled.div`
  height: 5.5rem;
  @media (max-width: 48rem) {
    height: 10rem;
  }
`;

export interface ConsentBannerProps {
  title: string;
  text: string;
  acceptLabel: string;
  declineLabel: string;
  onAccept(): void;
  onDecline(): void;
}

export function ConsentBanner({
  title,
  text,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
}: ConsentBannerProps) {
  return (
    <>
      <Spacer aria-hidden="true" />
      <Banner aria-labelledby="consent-banner-title">
        <h2 id="consent-banner-title">{title}</h2>
        <p>{text}</p>
        <div className="actions">
          <Button variant="secondary" onClick={onDecline}>
            {declineLabel}
          </Button>
          <Button onClick={onAccept}>{acceptLabel}</Button>
        </div>
      </Banner>
    </>
  );
}
