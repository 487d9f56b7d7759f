// One banner picture, linked as its target says (engine bannerTarget): a route inside the site, an
// https page in a new tab, a game through `onLaunchGame`; a picture alone without a target, or with
// a game link where no game can be launched.
import { Link } from 'react-router-dom';
import type { BannerTarget } from '../../engine';

export interface BannerLinkProps {
  image: string;
  alt: string;
  target: BannerTarget | null;
  /** Called as a route link is followed (a modal closes). */
  onFollow?: () => void;
  onLaunchGame?: (gameCode: string) => void;
  loading?: 'lazy' | 'eager';
}

export function BannerLink({
  image,
  alt,
  target,
  onFollow,
  onLaunchGame,
  loading,
}: BannerLinkProps) {
  const picture = <img src={image} alt={alt} loading={loading} />;
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} onClick={onFollow}>
        {picture}
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  if (target?.kind === 'game' && onLaunchGame) {
    const { gameCode } = target;
    return (
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          onLaunchGame(gameCode);
        }}
      >
        {picture}
      </a>
    );
  }
  return picture;
}
