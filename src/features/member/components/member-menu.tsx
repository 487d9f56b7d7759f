// The member centre's menu (spec 000 §2): one link per page, the current one marked, with a badge
// count where the engine gives one (missionLeaderboard, messageV2, rewardCenter above 0). Beside
// the page on a wide screen; on a phone a strip of tabs above it that scrolls sideways, with the
// current page in view, so the page's own content is on the first screen.
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { scrollRow, useCurrentInView } from '../../../components/scroll-row';

export interface MemberMenuLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  badge?: { count: number; label: string };
}

const Nav = styled.nav`
  ul {
    ${scrollRow}
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid var(--skin-border);
  }
  @media (min-width: 48rem) {
    ul {
      flex-direction: column;
      overflow: visible;
      border-bottom: 0;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    color: var(--skin-text);
    text-decoration: none;
    white-space: nowrap;
    border-radius: var(--skin-radius);
  }
  a[aria-current='page'] {
    background: var(--skin-surface-raised);
    box-shadow: inset 0 -3px 0 var(--skin-primary);
  }
  @media (min-width: 48rem) {
    a[aria-current='page'] {
      box-shadow: inset 3px 0 0 var(--skin-primary);
    }
  }
  a:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
  .badge {
    min-width: 1.5rem;
    padding: 0 0.375rem;
    text-align: center;
    font-size: 0.75rem;
    line-height: 1.5rem;
    color: var(--skin-on-accent);
    background: var(--skin-accent);
    border-radius: 0.75rem;
  }
`;

export function MemberMenu({ label, links }: { label: string; links: MemberMenuLink[] }) {
  const row = useRef<HTMLUListElement>(null);
  // Again when the gateway's menu arrives and moves the current page along the strip.
  useCurrentInView(row, `${links.find((link) => link.current)?.key}:${links.length}`);
  return (
    <Nav aria-label={label}>
      <ul ref={row}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} aria-current={link.current ? 'page' : undefined}>
              <span>{link.label}</span>
              {link.badge && (
                <span className="badge" aria-label={link.badge.label} data-badge={link.badge.count}>
                  {link.badge.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
