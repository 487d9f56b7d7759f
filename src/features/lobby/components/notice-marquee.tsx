// The home's notice marquee (spec 001 §2 Home): the home notices scroll by; a click opens the
// notice popup at that notice's index. Players who ask for less motion get a still row they can
// scroll, one line high like the moving one, so the notices arriving move nothing below it.
import styled, { keyframes } from 'styled-components';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

const Strip = styled.nav`
  overflow: hidden;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  ul {
    display: flex;
    gap: 2rem;
    width: max-content;
    min-height: 2.5rem;
    margin: 0;
    padding: 0.5rem 1rem 0.5rem 100%;
    list-style: none;
    animation: ${scroll} var(--marquee-duration) linear infinite;
  }
  &:hover ul,
  &:focus-within ul {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
    ul {
      padding-left: 1rem;
      animation: none;
    }
  }
  button {
    padding: 0;
    background: none;
    color: var(--skin-text);
    white-space: nowrap;
  }
`;

export interface NoticeMarqueeProps {
  label: string;
  notices: ReadonlyArray<{ id: number; title: string }>;
  onOpen: (index: number) => void;
}

export function NoticeMarquee({ label, notices, onOpen }: NoticeMarqueeProps) {
  // About 8 s per notice keeps the reading speed the same however many there are.
  const duration = `${Math.max(12, notices.length * 8)}s`;
  return (
    <Strip aria-label={label} style={{ ['--marquee-duration' as string]: duration }}>
      <ul>
        {notices.map((notice, index) => (
          <li key={notice.id}>
            <button type="button" onClick={() => onOpen(index)}>
              {notice.title}
            </button>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
