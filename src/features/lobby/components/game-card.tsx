// A game card (spec 001 §2 Category lobby): the icon (the default game icon when it fails), a hot
// tag, the name, a play button, a free-trial button when supportPlay is 0, and the favourite heart.
// A fixed shape, so a page of cards keeps its layout while icons load.
import styled from 'styled-components';
import { FallbackImage } from '../../../components/fallback-image';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 2.6em auto;
  gap: 0.4rem;
  padding: 0.5rem;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
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
    height: 2.25rem;
    padding: 0 0.5rem;
    font-size: 0.85rem;
    white-space: nowrap;
  }
  .actions .trial {
    color: var(--skin-text);
    background: var(--skin-surface-raised);
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
export function GameCardPlaceholder() {
  return (
    <Card aria-hidden="true">
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
  busy,
  labels,
  onPlay,
  onFreeTrial,
  onToggleFavourite,
}: GameCardProps) {
  return (
    <Card aria-busy={busy || undefined}>
      <FallbackImage src={iconUrl} alt="" fallback="game" loading={eagerImage ? 'eager' : 'lazy'} />
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
        <button
          type="button"
          onClick={onPlay}
          disabled={busy}
          aria-label={`${labels.play}: ${name}`}
        >
          {labels.play}
        </button>
        {freeTrial && (
          <button
            type="button"
            className="trial"
            onClick={onFreeTrial}
            disabled={busy}
            aria-label={`${labels.freeTrial}: ${name}`}
          >
            {labels.freeTrial}
          </button>
        )}
      </div>
    </Card>
  );
}
