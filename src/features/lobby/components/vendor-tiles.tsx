// A category's vendors as tiles (spec 001 §2 Home: vendor lists; §3 Vendor lane cards): the logo,
// the name and the number of games; a tile opens the category at that vendor, and a start button
// launches the vendor's game — except on RNG tiles (spec 001 §2: "RNG games have no separate start
// button on a vendor tile"). A vendor under maintenance says so.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FallbackImage } from '../../../components/fallback-image';
import { tileGrid } from '../../../components/tile-grid';
import { tileRail } from '../../../components/tile-rail';

/** A vendor's logo box: twice as wide as high. */
const LOGO_RATIO = '2 / 1';

const tile = `
  li {
    display: grid;
    gap: 0.4rem;
    padding: 0.5rem;
    border-radius: var(--skin-radius);
    background: var(--skin-surface);
    box-shadow: var(--skin-shadow-1);
  }
  a {
    display: grid;
    gap: 0.25rem;
    color: var(--skin-text);
    text-decoration: none;
  }
  small {
    color: var(--skin-text-muted);
  }
  .down {
    color: var(--skin-warning);
  }
  .blank > * {
    visibility: hidden;
  }
  /* A loading tile's logo: the box alone, nothing drawn in it (the home's first view holds dozens
     of these, so each would otherwise be an inline picture to parse and lay out for nothing). */
  .blank .logo {
    display: block;
    aspect-ratio: ${LOGO_RATIO};
  }
`;

const Grid = styled(tileGrid('10rem'))`
  ${tile}
`;

// The home's provider rails: a logo and a half across a phone.
const Rail = styled(tileRail('clamp(8.5rem, 40vw, 11rem)'))`
  ${tile}
`;

export interface VendorTile {
  code: string;
  name: string;
  iconUrl: string;
  gameCount: string;
  maintenance: boolean;
  href: string;
}

export interface VendorTilesProps {
  label: string;
  /**
   * undefined while the vendors load: as many blank tiles as `placeholders`, shaped like real ones.
   */
  vendors: readonly VendorTile[] | undefined;
  placeholders?: number;
  /**
   * How many of the first tiles load their logo at once instead of as it nears the screen: on the
   * page the player landed on, they are on screen from the start and the first logo may be the
   * page's largest paint.
   */
  eagerImages?: number;
  /** A grid that wraps (a game centre), or a rail that scrolls sideways (a home section). */
  look?: 'grid' | 'rail';
  maintenanceLabel: string;
  /** Absent: no start buttons (RNG). */
  start?: {
    label: (vendor: VendorTile) => string;
    text: string;
    onStart: (vendor: VendorTile) => void;
  };
}

export function VendorTiles({
  label,
  vendors,
  placeholders = 5,
  eagerImages = 0,
  look = 'grid',
  maintenanceLabel,
  start,
}: VendorTilesProps) {
  const Tiles = look === 'rail' ? Rail : Grid;
  if (!vendors) {
    return (
      <Tiles aria-label={label} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className="blank" aria-hidden="true">
            <a>
              <span className="logo" />
              <strong>&nbsp;</strong>
              <small>&nbsp;</small>
            </a>
            {start && (
              <Button size="sm" tabIndex={-1}>
                &nbsp;
              </Button>
            )}
          </li>
        ))}
      </Tiles>
    );
  }
  return (
    <Tiles aria-label={label}>
      {vendors.map((vendor, index) => (
        <li key={vendor.code}>
          <Link to={vendor.href}>
            <FallbackImage
              src={vendor.iconUrl}
              alt=""
              fallback="game"
              ratio={LOGO_RATIO}
              loading={index < eagerImages ? 'eager' : 'lazy'}
            />
            <strong>{vendor.name}</strong>
            <small className={vendor.maintenance ? 'down' : undefined}>
              {vendor.maintenance ? maintenanceLabel : vendor.gameCount}
            </small>
          </Link>
          {start && (
            <Button
              size="sm"
              aria-label={start.label(vendor)}
              onClick={() => start.onStart(vendor)}
            >
              {start.text}
            </Button>
          )}
        </li>
      ))}
    </Tiles>
  );
}
