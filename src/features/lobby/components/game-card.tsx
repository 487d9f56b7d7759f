// A game card (spec 001 §2 Category lobby): the icon (the default game icon when it fails), a hot
// tag, the name, a play button, a free-trial button when supportPlay is 0, and the favourite heart.
// A fixed shape, so a page of cards keeps its layout while icons load. In a rail (the home's
// sections) the card is compact, as the big lobbies draw a tile: the art is the play button (named
// "Play: <game>", marked with a play sign), the name under it, and the free trial a small button.
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FallbackImage } from '../../../components/fallback-image';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 2.6em auto;
  gap: 0.4rem;
  padding: 0.5rem;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  box-shadow: var(--skin-shadow-1);
  h3 {
    margin: 0;
    overflow: hidden;
    font-size: 0.9rem;
    line-height: 1.3;
  }
  /* A label is never cut ("Teste gr…"): each button is as wide as its words, and the free-trial
     button goes below the play button where a narrow card has no room for both. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .actions button {
    flex: 1 1 auto;
    padding-inline: 0.5rem;
  }
  /* The hot mark as high as the spec's hot icon (spec 001 §9: 25 × 25). */
  .hot {
    position: absolute;
    top: 0.75rem;
    left: 0.75rem;
    display: inline-flex;
    align-items: center;
    min-height: var(--skin-icon-hot-size);
    padding: 0 0.4rem;
    border-radius: var(--skin-radius);
    color: var(--skin-on-accent);
    background: var(--skin-accent);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .heart {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;
    border-radius: 50%;
    color: var(--skin-text);
    background: var(--skin-surface);
    font-size: 1.1rem;
  }
  .heart[aria-pressed='true'] {
    color: var(--skin-danger);
  }
  /* The compact card: the art plays the game. */
  .art {
    position: relative;
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: var(--skin-radius);
    background: none;
    cursor: pointer;
  }
  .play-sign {
    position: absolute;
    right: 0.4rem;
    bottom: 0.4rem;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    color: var(--skin-on-primary);
    background: var(--skin-primary);
  }
  .play-sign svg {
    width: 0.8rem;
    height: 0.8rem;
    margin-left: 0.1rem;
  }
  &.compact {
    grid-template-rows: auto 2.6em auto;
    gap: var(--skin-space-1);
    padding: 0;
    background: none;
    box-shadow: none;
  }
  &.compact .art {
    box-shadow: var(--skin-shadow-1);
  }
  &.compact h3 {
    font-size: 0.8rem;
    font-weight: 600;
  }
  &.compact .hot {
    top: 0.35rem;
    left: 0.35rem;
  }
  &.compact .heart {
    top: 0.25rem;
    right: 0.25rem;
    width: 2rem;
    height: 2rem;
  }
  &.compact .actions button {
    min-height: 2rem;
    font-size: 0.75rem;
  }
  .blank {
    display: block;
    aspect-ratio: 1 / 1;
    border-radius: var(--skin-radius);
    background: var(--skin-surface-raised);
  }
  .actions .blank {
    flex: 1;
    aspect-ratio: auto;
    height: 2.25rem;
  }
`;

/** A card's exact shape with nothing in it, for the cells of a page still loading. */
export function GameCardPlaceholder({ compact = false }: { compact?: boolean }) {
  return (
    <Card aria-hidden="true" className={compact ? 'compact' : undefined}>
      <span className="blank" />
      <h3 />
      <div className="actions">
        <span className="blank" />
      </div>
    </Card>
  );
}

export interface GameCardProps {
  name: string;
  iconUrl: string;
  /** Fetch the image at once, not when it nears the screen (a card on screen from the start). */
  eagerImage?: boolean;
  hot: boolean;
  /** supportPlay 0: a free trial is offered. */
  freeTrial: boolean;
  /** undefined shows no heart. */
  favourite: boolean | undefined;
  /** The rail's tile: the art is the play button, and only the free trial has a button below. */
  compact?: boolean;
  busy: boolean;
  labels: {
    play: string;
    freeTrial: string;
    hot: string;
    addFavourite: string;
    removeFavourite: string;
  };
  onPlay: () => void;
  onFreeTrial: () => void;
  onToggleFavourite: () => void;
}

export function GameCard({
  name,
  iconUrl,
  eagerImage = false,
  hot,
  freeTrial,
  favourite,
  compact = false,
  busy,
  labels,
  onPlay,
  onFreeTrial,
  onToggleFavourite,
}: GameCardProps) {
  const art = (
    <FallbackImage src={iconUrl} alt="" fallback="game" loading={eagerImage ? 'eager' : 'lazy'} />
  );
  const play = `${labels.play}: ${name}`;
  return (
    <Card aria-busy={busy || undefined} className={compact ? 'compact' : undefined}>
      {compact ? (
        <button type="button" className="art" onClick={onPlay} disabled={busy} aria-label={play}>
          {art}
          <span className="play-sign" aria-hidden="true">
            <svg viewBox="0 0 10 12" fill="currentColor">
              <path d="M0 0l10 6-10 6z" />
            </svg>
          </span>
        </button>
      ) : (
        art
      )}
      {hot && <span className="hot">{labels.hot}</span>}
      {favourite !== undefined && (
        <button
          type="button"
          className="heart"
          aria-pressed={favourite}
          aria-label={`${favourite ? labels.removeFavourite : labels.addFavourite}: ${name}`}
          onClick={onToggleFavourite}
        >
          {favourite ? '♥' : '♡'}
        </button>
      )}
      <h3>{name}</h3>
      <div className="actions">
        {!compact && (
          <Button size="sm" onClick={onPlay} disabled={busy} aria-label={play}>
            {labels.play}
          </Button>
        )}
        {freeTrial && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onFreeTrial}
            disabled={busy}
            aria-label={`${labels.freeTrial}: ${name}`}
          >
            {labels.freeTrial}
          </Button>
        )}
      </div>
    </Card>
  );
}
