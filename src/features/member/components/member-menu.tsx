// The member centre's menu (spec 000 §2): one link per page, the current one marked, with a badge
// count where the engine gives one (missionLeaderboard, messageV2, rewardCenter above 0).
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface MemberMenuLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  badge?: { count: number; label: string };
}

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  @media (min-width: 48rem) {
    ul {
      flex-direction: column;
      overflow: visible;
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
    box-shadow: inset 3px 0 0 var(--skin-primary);
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
  return (
    <Nav aria-label={label}>
      <ul>
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
