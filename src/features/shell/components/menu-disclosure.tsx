// A button that shows a list of links and actions below it (the account menu, spec 000 §2): a
// disclosure rather than an ARIA menu, so links stay links and Tab works as everywhere else. Escape
// or a click outside closes it; Escape hands focus back to the button. A modal that opens over it
// (the first-login bonus pop-up a moment after registering) closes it too: `suspended`.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.25rem 0.5rem;
  color: var(--skin-text);
  background: transparent;
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  &:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
`;

const Panel = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  z-index: 30;
  min-width: 14rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  list-style: none;
  background: var(--skin-surface-raised);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-radius);
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    color: var(--skin-text);
    text-align: start;
    text-decoration: none;
    background: transparent;
    border-radius: var(--skin-radius);
  }
  a:hover,
  button:hover {
    background: var(--skin-surface);
  }
`;

export type MenuItem =
  | { key: string; label: string; href: string }
  | { key: string; label: string; onSelect: () => void };

export interface MenuDisclosureProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an avatar and a name). */
  children: ReactNode;
  items: MenuItem[];
  /** A line above the items (the member's ID). */
  header?: ReactNode;
  /** Something covers the page (a modal): the menu closes and stays closed meanwhile. */
  suspended?: boolean;
}

export function MenuDisclosure({
  label,
  children,
  items,
  header,
  suspended = false,
}: MenuDisclosureProps) {
  const [open, setOpen] = useState(false);
  if (open && suspended) setOpen(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Toggle
        ref={toggle}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {children}
      </Toggle>
      {open && (
        <Panel id={panelId}>
          {header && <li>{header}</li>}
          {items.map((item) => (
            <li key={item.key}>
              {'href' in item ? (
                <Link to={item.href} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </Panel>
      )}
    </Wrap>
  );
}
