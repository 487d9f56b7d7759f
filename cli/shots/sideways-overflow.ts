// What makes a shot `overflowX` (the phone-first rule: nothing scrolls sideways and no control is
// cut): the page, or an open dialog, is wider than the screen, or a control the player could reach
// crosses the screen's edge, part in and part out, unless it sits in a region made to scroll
// sideways (a strip of tabs, a wide table in a labelled region of its own). One wholly off the
// screen in a clipped region is a carousel's next slide, not a cut control. With a modal dialog
// open only the dialog counts: the page behind it cannot be reached (and is pictured on its own).
// Runs in the page, as its source: anonymous functions only, so no helper of the TypeScript loader
// is needed there.
export const sidewaysOverflow = (): string | null => {
  const right = window.innerWidth;
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].find(
    (element) => element.getClientRects().length > 0,
  );
  if (modal) {
    const box = modal.getBoundingClientRect();
    if (box.left < -1 || box.right > right + 1) {
      return `its dialog is ${Math.round(box.width)} px wide`;
    }
    if (modal.scrollWidth > modal.clientWidth) {
      return `its dialog scrolls sideways (${modal.scrollWidth} px)`;
    }
  } else {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) return `the page is ${root.scrollWidth} px wide`;
  }
  const cut = [
    ...(modal ?? document).querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]',
    ),
  ].find((element) => {
    if (
      element.matches(':disabled, [tabindex="-1"], [type="hidden"]') ||
      element.closest('[inert], [aria-hidden="true"]')
    ) {
      return false;
    }
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const crossesLeft = box.left < -1 && box.right > 1;
    const crossesRight = box.left < right - 1 && box.right > right + 1;
    if (!crossesLeft && !crossesRight) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (!/auto|scroll/.test(getComputedStyle(parent).overflowX)) continue;
      // A strip that scrolls sideways (one row of tabs), or a labelled region made to scroll
      // (a wide table): the control is reached by scrolling it. A box that scrolls down and
      // also sideways (a dialog's body too narrow for its form) cuts it.
      const strip = parent.scrollHeight <= parent.clientHeight;
      const region = parent.matches(
        '[role="region"][aria-label], [role="region"][aria-labelledby], [role="tablist"], nav',
      );
      return !strip && !region;
    }
    return true;
  });
  if (!cut) return null;
  const text = (
    cut.getAttribute('aria-label') ??
    (cut as HTMLInputElement).labels?.[0]?.innerText ??
    cut.innerText ?? // an SVG has none
    ''
  )
    .trim()
    .replace(/\s+/g, ' ');
  const name = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `the ${cut.tagName.toLowerCase()}${name ? ` "${name}"` : ''} is cut at the screen's edge`;
};
