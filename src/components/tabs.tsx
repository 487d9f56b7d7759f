// Tabs with a roving tabindex (WAI-ARIA tabs pattern): the selected tab is the one Tab stop, arrow
// keys move between tabs and select them, Home and End jump to the ends. Used for the
// login/sign-up, method and lobby category tabs. `tabPanelProps` ties a panel to its tab. The
// `chips` look is one row of rounded chips that scrolls sideways (the home's game menu: many tabs
// on a phone, never wrapped into rows); on a phone underlined tabs scroll in one row too. The
// selected tab is kept in the row's view.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { scrollRow, useCurrentInView } from './scroll-row';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** Prefix of the tab and panel ids; unique on the page. */
  idBase: string;
  /**
   * Underlined tabs (the default: they wrap, and on a phone scroll in one row), or chips in one
   * scrolling row.
   */
  look?: 'underline' | 'chips';
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const tabPanelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/** Spread on the element that shows a tab's content. */
export function tabPanelProps(idBase: string, id: string) {
  return {
    id: tabPanelId(idBase, id),
    role: 'tabpanel',
    'aria-labelledby': tabId(idBase, id),
    tabIndex: 0,
  } as const;
}

const chipList = css`
  ${scrollRow}
  gap: 0.5rem;
  padding-bottom: 0.25rem;
`;

// On a phone underlined tabs do not wrap either: they scroll in one row.
const List = styled.div<{ $chips: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid var(--skin-border);
  @media (max-width: 40rem) {
    ${scrollRow}
  }
  ${({ $chips }) => $chips && chipList}
  ${({ $chips }) => $chips && 'border-bottom: 0;'}
`;

const chipTab = css`
  min-height: 2.5rem;
  padding: 0.375rem 1rem;
  white-space: nowrap;
  color: var(--skin-text);
  background: var(--skin-surface-raised);
  border: 1px solid var(--skin-border);
  border-radius: var(--skin-button-radius);
  &[aria-selected='true'] {
    color: var(--skin-on-primary);
    background: var(--skin-primary);
    border-color: var(--skin-primary);
  }
  &:focus-visible {
    outline-offset: 2px;
  }
`;

const Tab = styled.button<{ $chips: boolean }>`
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  font: inherit;
  color: var(--skin-text-muted);
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  border-radius: 0;
  cursor: pointer;
  &[aria-selected='true'] {
    color: var(--skin-text);
    border-bottom-color: var(--skin-primary);
    font-weight: 600;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
  ${({ $chips }) => $chips && chipTab}
`;

export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  idBase,
  look = 'underline',
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  useCurrentInView(list, value);
  const chips = look === 'chips';
  const enabled = items.filter((item) => !item.disabled);

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: T) => {
    const index = enabled.findIndex((item) => item.id === from);
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    if (!(event.key in targets) || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(targets[event.key]! + enabled.length) % enabled.length]!;
    refs.current.get(next.id)?.focus();
    onChange(next.id);
  };

  return (
    <List ref={list} role="tablist" aria-label={label} $chips={chips}>
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <Tab
            key={item.id}
            ref={(element) => {
              if (element) refs.current.set(item.id, element);
              else refs.current.delete(item.id);
            }}
            type="button"
            $chips={chips}
            role="tab"
            id={tabId(idBase, item.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, item.id)}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onChange(item.id)}
            onKeyDown={(event) => move(event, item.id)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
