// Spec 000 §8 / spec 001 §8: "Failed image loads fall back to a default avatar or default game
// icon". Drawn inline in the skin's colours (currentColor), so every skin gets a fitting default
// with no file.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

export function DefaultAvatarIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 64 64" fill="currentColor" {...props}>
      <circle cx="32" cy="24" r="12" />
      <path d="M10 58c2-12 11-19 22-19s20 7 22 19z" />
    </svg>
  );
}

export function DefaultGameIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 64 64" fill="currentColor" {...props}>
      <path d="M18 20h28c7 0 12 6 13 14l2 12c1 5-5 8-9 4l-6-6H18l-6 6c-4 4-10 1-9-4l2-12c1-8 6-14 13-14zm2 8v5h-5v4h5v5h4v-5h5v-4h-5v-5zm22 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm7 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
    </svg>
  );
}
