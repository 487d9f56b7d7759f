// What "fits a phone" means to the phone check (tests/e2e/shell/phone-fit.spec.ts): the page does
// not scroll sideways, and no control is cut — no focusable element leaves the viewport, or the box
// of an ancestor that clips it, unless that ancestor is a row meant to scroll sideways (it clips
// only sideways: overflow-y hidden) and itself fits. A control wholly outside a clipping box of a
// carousel is put away, not cut (its other slides). Each problem names the element by its role and
// words, and the nearest named ancestor, so a failure says where to look.
import type { Page } from '@playwright/test';

/** The horizontal-fit problems of the page as it stands, one sentence each. */
export function horizontalProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const slack = 1;
    // An element's words: its accessible name where it has one, else its text.
    const words = (element: Element) => {
      const labelledBy = element
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const text =
        element.getAttribute('aria-label') ??
        labelledBy ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      return (
        text.replace(/\s+/g, ' ').trim().slice(0, 40) ||
        element.getAttribute('title') ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        ''
      );
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const named = element.parentElement?.closest(
        '[aria-label], [aria-labelledby], [role="dialog"], section, nav',
      );
      const where = named
        ? ` in ${named.getAttribute('role') ?? named.tagName.toLowerCase()} "${words(named)}"`
        : '';
      return `${role} "${words(element)}"${where}`;
    };
    // The widest element under the root, for a page that scrolls sideways.
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > scroller.clientWidth + slack) {
      let widest: Element | null = null;
      let right = viewport;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > right + slack && box.width > 0) {
          widest = element;
          right = box.right;
        }
      }
      problems.push(
        `the page scrolls sideways: ${scroller.scrollWidth} px wide on a ${scroller.clientWidth} px screen` +
          (widest ? `, reaching ${Math.round(right)} px with ${describe(widest)}` : ''),
      );
    }
    const focusable = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    for (const element of focusable) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) {
        continue;
      }
      const own = element.getBoundingClientRect();
      // Not drawn, or visually hidden on purpose (a skip link's or a hidden input's 1 px box).
      if (own.width <= 1 || own.height <= 1) continue;
      let left = own.left;
      let right = own.right;
      let cutBy: Element | null = null;
      let putAway = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'visible' || parentStyle.display === 'contents') continue;
        const box = parent.getBoundingClientRect();
        const clipLeft = box.left + parent.clientLeft;
        const clipRight = clipLeft + parent.clientWidth;
        if (left >= clipLeft - slack && right <= clipRight + slack) continue;
        const rowScroller =
          ['auto', 'scroll'].includes(parentStyle.overflowX) &&
          ['hidden', 'clip'].includes(parentStyle.overflowY);
        if (rowScroller) {
          // Reached by scrolling the row: what matters from here out is the row's own box.
          left = clipLeft;
          right = clipRight;
          continue;
        }
        if (
          (right <= clipLeft + slack || left >= clipRight - slack) &&
          parent.closest('[aria-roledescription="carousel"]')
        ) {
          putAway = true;
          break;
        }
        cutBy = parent;
        break;
      }
      if (putAway) continue;
      if (cutBy) {
        problems.push(`${describe(element)} is cut by the edge of ${describe(cutBy)}`);
      } else if (left < -slack || right > viewport + slack) {
        problems.push(
          `${describe(element)} leaves the screen (${Math.round(own.left)}–${Math.round(own.right)} px of ${viewport})`,
        );
      }
    }
    return problems;
  });
}

const QUIET_LIMIT_MS = 10_000;

/**
 * Counts the page's requests in flight, so a step can wait until what it started has answered
 * (a page reached without a reload has no load state to wait for).
 */
export function watchRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return {
    async quiet() {
      // Two looks a frame apart with nothing in flight: an answer's render may start another read.
      // A read that never ends (none should) gives up after QUIET_LIMIT_MS, and the step measures.
      const until = Date.now() + QUIET_LIMIT_MS;
      for (let calm = 0; calm < 2 && Date.now() < until;) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        calm = inFlight <= 0 ? calm + 1 : 0;
      }
    },
  };
}

/** Goes to `path` the way a link does: history and the router, no reload. */
export async function goInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
