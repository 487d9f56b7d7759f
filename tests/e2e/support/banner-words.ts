// The words a banner draws as text over its picture (the home's hero, an account pop-up's banner,
// the side menu's): each with whether it lies wholly inside the banner and its picture, uncut.
import type { Page } from '@playwright/test';

export interface BannerWord {
  text: string;
  inside: boolean;
  uncut: boolean;
}

/**
 * The words over the shown banner whose headline is `headline` (its `.words`, in `scope`), with
 * the picture's alt; null while no such banner is drawn. One read of the page, so a banner drawn
 * anew (the still first hero giving way to the carousel) cannot fall between two of its steps.
 */
export function bannerWords(
  page: Page,
  headline: string,
  scope = 'body',
): Promise<{ alt: string | null; words: BannerWord[] } | null> {
  return page.evaluate(
    ([headline, scope]) => {
      const words = [...document.querySelectorAll<HTMLElement>(`${scope} .words`)].find(
        (element) =>
          element.querySelector('strong')?.textContent === headline &&
          element.getBoundingClientRect().width > 0,
      );
      const frame = words?.parentElement;
      const image = frame?.querySelector('img');
      if (!words || !frame || !image) return null;
      const [box, picture] = [frame.getBoundingClientRect(), image.getBoundingClientRect()];
      const within = (inner: DOMRect, outer: DOMRect) =>
        inner.width > 0 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      return {
        alt: image.getAttribute('alt'),
        words: [...words.children].map((word) => ({
          text: word.textContent ?? '',
          inside:
            within(word.getBoundingClientRect(), box) &&
            within(word.getBoundingClientRect(), picture),
          uncut:
            word.scrollWidth <= word.clientWidth + 1 && word.scrollHeight <= word.clientHeight + 1,
        })),
      };
    },
    [headline, scope] as const,
  );
}
