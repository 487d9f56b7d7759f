// Draws the picture of a subject, once per gateway: a drawer keeps its pictures by what they are
// drawn from (not by URL), so a kept picture is always the one its inputs make. Each carries its
// ETag, a digest of its bytes.
import { createHash } from 'node:crypto';
import { artSize } from './art-kinds';
import type { ArtSubject } from './art-subjects';
import { drawAvatar } from './avatar-art';
import { drawGameArt } from './game-art';
import { drawKeyArt } from './key-art';
import { drawPrize } from './prize-art';
import { drawVendorMark } from './vendor-mark';
import { drawVipBadge } from './vip-badge';

export interface DrawnArt {
  svg: string;
  etag: string;
}

function draw(subject: ArtSubject, large: boolean): string {
  const { width } = artSize(subject.kind, large);
  switch (subject.kind) {
    case 'games':
      return drawGameArt(subject.game, width);
    case 'vendors':
      return drawVendorMark(subject.vendor);
    case 'avatars':
      return drawAvatar(subject.number, width);
    case 'vip':
      return drawVipBadge(subject.number, width);
    case 'prizes':
      return drawPrize(subject.number, width);
    case 'promotions':
      return drawKeyArt('card', subject.subject);
    case 'goods':
      return drawKeyArt('pedestal', subject.subject);
    case 'banners':
      return drawKeyArt('banner', subject.subject);
  }
}

/** About 3 KB each: the pictures of a busy lobby's pages stay drawn, in a few MB. */
const KEPT = 4000;

export type ArtDrawer = (subject: ArtSubject, large?: boolean) => DrawnArt;

/** A drawer with its own memory of the pictures it drew (the least recently asked go first). */
export function createArtDrawer(): ArtDrawer {
  const kept = new Map<string, DrawnArt>();
  return (subject, large = false) => {
    const id = `${JSON.stringify(subject)}|${large && subject.kind === 'games' ? 'large' : ''}`;
    const known = kept.get(id);
    if (known) {
      kept.delete(id);
      kept.set(id, known);
      return known;
    }
    const svg = draw(subject, large);
    const art = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    kept.set(id, art);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return art;
  };
}
