// Issue 5: "Offline shows a banner, not an endless spinner". The app shows this while the browser
// reports no network (src/lib/network/use-online.ts); calls still run and fail with the network
// message, and are fetched again when the network is back.
import styled from 'styled-components';

const Banner = styled.div`
  position: sticky;
  top: 0;
  z-index: 40;
  padding: 0.5rem 1rem;
  text-align: center;
  color: var(--skin-on-accent);
  background: var(--skin-accent);
`;

export function OfflineBanner({ message }: { message: string }) {
  return (
    <Banner role="status" aria-live="polite">
      {message}
    </Banner>
  );
}
