// An image in a box of fixed proportions, so the page does not shift while it loads ("the
// grid keeps its layout while loading"), lazy by default (a lobby page holds many), and replaced by
// the default avatar or game icon when it fails or has no address (spec 000 §8).
import { useState } from 'react';
import styled from 'styled-components';
import { DefaultAvatarIcon, DefaultGameIcon } from './fallback-icons';

export type ImageFallback = 'avatar' | 'game';

export interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  fallback: ImageFallback;
  /** CSS aspect-ratio of the box, e.g. `1 / 1` (icons) or `4 / 3`. */
  ratio?: string;
  /** CSS width of the box; the height follows the ratio. */
  width?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

const Box = styled.span<{ $ratio: string; $width: string }>`
  position: relative;
  display: block;
  width: ${({ $width }) => $width};
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: var(--skin-radius);
  background: var(--skin-surface);
  color: var(--skin-text-muted);
  img,
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
  svg {
    padding: 15%;
  }
`;

const ICONS = { avatar: DefaultAvatarIcon, game: DefaultGameIcon } as const;

export function FallbackImage({
  src,
  alt,
  fallback,
  ratio = '1 / 1',
  width = '100%',
  loading = 'lazy',
  className,
}: FallbackImageProps) {
  // The address that failed; a new src is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = ICONS[fallback];
  const broken = !src || failed === src;
  return (
    <Box $ratio={ratio} $width={width} className={className}>
      {broken ? (
        <Icon
          role="img"
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-fallback={fallback}
        />
      ) : (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </Box>
  );
}
