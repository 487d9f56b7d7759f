import { describe, expect, it } from 'vitest';
import { footerHelpLinks, helpHref, helpTagFromHash } from '../../../engine';

describe('footer help links', () => {
  it('go to /help#tag, in the skin’s order, once each', () => {
    expect(footerHelpLinks(['term', 'about', 'term'])).toEqual([
      { tag: 'term', href: '/help#term' },
      { tag: 'about', href: '/help#about' },
    ]);
  });

  it('go to /help without a tag', () => {
    expect(helpHref()).toBe('/help');
    expect(helpHref(null)).toBe('/help');
  });
});

describe('the help page’s anchor', () => {
  it('opens the section the hash names', () => {
    expect(helpTagFromHash('#term')).toBe('term');
    expect(helpTagFromHash('responsibleGaming')).toBe('responsibleGaming');
  });

  it('ignores an empty hash or one that is not a help tag', () => {
    expect(helpTagFromHash('')).toBeNull();
    expect(helpTagFromHash('#terms')).toBeNull();
    expect(helpTagFromHash('#<img>')).toBeNull();
  });
});
