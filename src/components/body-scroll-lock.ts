// Spec 001 §9 modal dialog: "body fixed while open". The page behind a dialog must not scroll, and
// closing the dialog must leave it where it was: the body is fixed at its scroll offset and put
// back afterwards. Counted, so nested dialogs lock once and unlock when the last one closes.
let locks = 0;
let saved: {
  scrollY: number;
  position: string;
  top: string;
  width: string;
  overflowY: string;
} | null = null;

export function lockBodyScroll(): () => void {
  const { body } = document;
  if (locks === 0) {
    // Every read before any write: a read after a write makes the browser lay the page out again
    // at once (and a page behind a dialog is the whole page).
    const scrollY = window.scrollY;
    // Keeps the scrollbar's room when the page had one, so the content does not shift sideways.
    const scrolls = document.documentElement.scrollHeight > window.innerHeight;
    saved = {
      scrollY,
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      overflowY: body.style.overflowY,
    };
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    body.style.overflowY = scrolls ? 'scroll' : '';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    Object.assign(body.style, {
      position: saved.position,
      top: saved.top,
      width: saved.width,
      overflowY: saved.overflowY,
    });
    window.scrollTo(0, saved.scrollY);
    saved = null;
  };
}
