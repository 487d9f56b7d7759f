// How many headings and table captions in a part of the page show a text: those saying exactly it
// with a box larger than a pixel, so a caption for screen readers only (visually hidden) is not
// counted, while Playwright's own visibility would count its one-pixel box.
import type { Locator } from '@playwright/test';

export function titlesShown(scope: Locator, text: string): Promise<number> {
  return scope.locator('h1, h2, h3, h4, h5, h6, caption, legend').evaluateAll(
    (elements, text) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return element.textContent?.trim() === text && box.width > 1 && box.height > 1;
      }).length,
    text,
  );
}
