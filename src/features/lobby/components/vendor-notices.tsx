// Notices of a category's vendors (spec 001 §7 "GET game announcements"), e.g. a scheduled
// maintenance: the title and when, above the games.
import styled from 'styled-components';

const Notes = styled.aside`
  padding: 0.5rem 0.75rem;
  border-inline-start: 4px solid var(--skin-warning);
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  small {
    color: var(--skin-text-muted);
  }
`;

export interface VendorNotice {
  id: number;
  title: string;
  when: string;
}

export function VendorNotices({
  label,
  notices,
}: {
  label: string;
  notices: readonly VendorNotice[];
}) {
  if (notices.length === 0) return null;
  return (
    <Notes aria-label={label}>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            {notice.title} <small>{notice.when}</small>
          </li>
        ))}
      </ul>
    </Notes>
  );
}
