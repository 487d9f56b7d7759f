// Footer help links (spec 000 §2 routes: "footer help links go to /help or /help#{tag}") and the
// tag the help page opens on from its hash (/help#term opens the terms).
import { HELP_TAGS, type HelpTag } from '../model/skin-types';

export interface HelpLink {
  tag: HelpTag;
  href: string;
}

/** /help for the centre itself, /help#tag for one of its sections. */
export function helpHref(tag?: HelpTag | null): string {
  return tag ? `/help#${tag}` : '/help';
}

/** The skin's footer help tags, in its order, without repeats, each with its link. */
export function footerHelpLinks(tags: readonly HelpTag[]): HelpLink[] {
  return [...new Set(tags)].map((tag) => ({ tag, href: helpHref(tag) }));
}

/**
 * The section a /help URL's hash names (`#term`), or null for none or a tag that is not a help tag.
 */
export function helpTagFromHash(hash: string): HelpTag | null {
  const tag = decodeURIComponent(hash.replace(/^#/, ''));
  return (HELP_TAGS as readonly string[]).includes(tag) ? (tag as HelpTag) : null;
}
