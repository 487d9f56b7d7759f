// One banner of a group beside a form or in a menu (spec 000 §2 "Banners per group": w_login,
// w_register, w_forget, w_leftmenu), linked as its target says (engine bannerTarget): a route
// inside the site, an https page in a new tab, a game through `onLaunchGame`; not clickable
// without a target, or with a game link where no game can be launched. A banner with a headline
// is a picture without words and its headline and subtitle as text over it, in the page's
// language, as the home's hero draws them: white on the hero's veil (--skin-hero-scrim, which
// holds WCAG AA over any picture across its words' share of the width, --skin-hero-words), sized
// by the banner's own width. The picture is then decoration and the words name the link. A banner
// without a headline is its picture alone, whose alt says its words.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BannerTarget } from '../../engine';
import { bannerWordsStyles } from './banner-words';

/** `tall` beside a form (3:4), `wide` in a menu's column (2:1); a picture alone keeps its own. */
export type BannerShape = 'tall' | 'wide';

export interface BannerLinkProps {
  image: string;
  alt: string;
  /** Drawn as text over the picture; null: the picture carries its own words. */
  headline?: string | null;
  subtitle?: string | null;
  shape: BannerShape;
  target: BannerTarget | null;
  /** Called as a route link is followed (a modal closes). */
  onFollow?: () => void;
  onLaunchGame?: (gameCode: string) => void;
  loading?: 'lazy' | 'eager';
}

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  container-type: inline-size;
  border-radius: var(--skin-radius);
  color: var(--skin-hero-text);
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &[data-shape] img {
    aspect-ratio: 2 / 1;
    object-fit: cover;
    /* The gateway's art stands on the picture's right; its left is kept for the words. */
    object-position: 75% 50%;
  }
  &[data-shape='tall'] img {
    aspect-ratio: 3 / 4;
  }
  .words {
    ${bannerWordsStyles}
    gap: 0.35em;
    padding-block: 6cqi;
    padding-inline-start: 6cqi;
    font-size: clamp(0.75rem, 5cqi, 1rem);
  }
  &[data-shape='tall'] .words {
    justify-content: flex-end;
    padding-bottom: 10cqi;
  }
  .words strong {
    font-size: clamp(0.9375rem, 7.5cqi, 1.5rem);
  }
`;

export function BannerLink({
  image,
  alt,
  headline = null,
  subtitle = null,
  shape,
  target,
  onFollow,
  onLaunchGame,
  loading,
}: BannerLinkProps) {
  const body: ReactNode = (
    <>
      <img src={image} alt={headline ? '' : alt} loading={loading} />
      {headline && (
        <span className="words">
          <strong>{headline}</strong>
          {subtitle && <span>{subtitle}</span>}
        </span>
      )}
    </>
  );
  const shaped = headline ? shape : undefined;
  if (target?.kind === 'route') {
    return (
      <Frame as={Link} to={target.to} onClick={onFollow} data-shape={shaped}>
        {body}
      </Frame>
    );
  }
  if (target?.kind === 'url') {
    return (
      <Frame
        as="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        data-shape={shaped}
      >
        {body}
      </Frame>
    );
  }
  if (target?.kind === 'game' && onLaunchGame) {
    const { gameCode } = target;
    return (
      <Frame
        as="a"
        href="/"
        data-shape={shaped}
        onClick={(event) => {
          event.preventDefault();
          onLaunchGame(gameCode);
        }}
      >
        {body}
      </Frame>
    );
  }
  return <Frame data-shape={shaped}>{body}</Frame>;
}
