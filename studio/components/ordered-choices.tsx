// A list chosen and ordered from known entries (a menu's pages, the home's sections): every entry
// the schema knows, the chosen ones first in their order, each with a tick to show it and buttons
// to move it. Keyboard-usable as it is: checkboxes and buttons.
import { moveEntry } from '../model/move-entry';
export interface OrderedChoicesProps {
  id: string;
  /** The chosen entries, in order. */
  value: readonly string[];
  options: readonly string[];
  describedBy?: string;
  texts: {
    shown: (option: string) => string;
    up: (option: string) => string;
    down: (option: string) => string;
  };
  onChange(value: string[]): void;
}

export function OrderedChoices({
  id,
  value,
  options,
  describedBy,
  texts,
  onChange,
}: OrderedChoicesProps) {
  const chosen = value.filter((option) => options.includes(option));
  const rest = options.filter((option) => !chosen.includes(option));
  // aria-disabled rather than disabled at the ends: a button that turns disabled under the
  // keyboard's focus drops it, and the operator would lose their place in the list.
  const move = (index: number, by: -1 | 1) => {
    const moved = moveEntry(chosen, index, by);
    if (moved) onChange(moved);
  };
  return (
    <ol className="ordered-choices" id={id} aria-describedby={describedBy}>
      {[...chosen, ...rest].map((option, index) => {
        const isChosen = index < chosen.length;
        return (
          <li key={option} className={isChosen ? 'chosen' : 'left-out'}>
            <label>
              <input
                type="checkbox"
                checked={isChosen}
                aria-label={texts.shown(option)}
                onChange={() =>
                  onChange(
                    isChosen ? chosen.filter((entry) => entry !== option) : [...chosen, option],
                  )
                }
              />
              <code>{option}</code>
            </label>
            {isChosen && (
              <span className="move">
                <button
                  type="button"
                  aria-label={texts.up(option)}
                  aria-disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={texts.down(option)}
                  aria-disabled={index === chosen.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
