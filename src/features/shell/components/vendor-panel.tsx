// The vendors of a top-nav category, shown on hover (spec 000 §2, spec 001 §2 Layout): a grid of
// vendor links, wider when the category has more than 10 vendors. Props in, markup out.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FallbackImage } from '../../../components/fallback-image';

const Panel = styled.div<{ $enlarged: boolean }>`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: 20;
  max-width: ${({ $enlarged }) => ($enlarged ? '64rem' : '36rem')};
  padding: 0.75rem;
  background: var(--skin-surface-raised);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.875rem;
    color: var(--skin-text-muted);
  }
  ul {
    display: grid;
    grid-template-columns: repeat(
      auto-fill,
      minmax(${({ $enlarged }) => ($enlarged ? '9rem' : '10rem')}, 1fr)
    );
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.25rem 0.5rem;
    color: var(--skin-text);
    text-decoration: none;
    border-radius: var(--skin-radius);
  }
  a:hover,
  a:focus-visible {
    background: var(--skin-surface);
  }
`;

export interface PanelVendor {
  code: string;
  name: string;
  iconUrl: string;
  href: string;
}

export interface VendorPanelProps {
  id: string;
  title: string;
  vendors: PanelVendor[];
  enlarged: boolean;
  /** A vendor chosen; call event.preventDefault() to stay (a direct launch). */
  onSelect?: (vendor: PanelVendor, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function VendorPanel({ id, title, vendors, enlarged, onSelect }: VendorPanelProps) {
  return (
    <Panel id={id} $enlarged={enlarged} data-enlarged={enlarged || undefined}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul aria-labelledby={`${id}-title`}>
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link to={vendor.href} onClick={(event) => onSelect?.(vendor, event)}>
              <FallbackImage src={vendor.iconUrl} alt="" fallback="game" width="1.75rem" />
              {vendor.name}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
