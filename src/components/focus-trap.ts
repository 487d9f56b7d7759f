// Keeping focus inside the topmost open dialog (WAI-ARIA dialog pattern): Tab and Shift+Tab wrap
// around its focusable elements, and focus that lands outside it (a click on the backdrop, a
// script) is brought back. Dialogs may nest (an alert over a form), so only the last one opened
// traps.
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The first field a player types into or picks from: where a form's dialog starts. */
export function firstFieldIn(container: ParentNode): HTMLElement | null {
  return (
    [...container.querySelectorAll<HTMLElement>(FIELD)].find(
      (element) => !element.closest('[hidden], [inert]'),
    ) ?? null
  );
}

const stack: HTMLElement[] = [];

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (!top || event.key !== 'Tab') return;
  const focusable = focusableIn(top);
  if (focusable.length === 0) {
    event.preventDefault();
    top.focus();
    return;
  }
  const first = focusable[0]!;
  const last = focusable.at(-1)!;
  const active = document.activeElement;
  const inside = active instanceof Node && top.contains(active);
  if (event.shiftKey && (active === first || active === top || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

function onFocusIn(event: FocusEvent): void {
  const top = stack.at(-1);
  if (top && event.target instanceof Node && !top.contains(event.target)) {
    (focusableIn(top)[0] ?? top).focus();
  }
}

/** Starts trapping focus in `container`; the returned function stops it. */
export function trapFocus(container: HTMLElement): () => void {
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  }
  stack.push(container);
  return () => {
    const index = stack.lastIndexOf(container);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    }
  };
}
