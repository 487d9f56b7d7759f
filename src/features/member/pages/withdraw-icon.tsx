// The withdraw button's icon at the spec's size (spec 001 §9 "66x66 (withdraw button)"): the
// theme's --skin-icon-withdraw-size, drawn in the button's own colour (currentColor) and hidden from
// screen readers, which read the button's words.
import styled from 'styled-components';

const Icon = styled.svg`
  flex: none;
  width: var(--skin-icon-withdraw-size);
  height: var(--skin-icon-withdraw-size);
`;

export function WithdrawIcon() {
  return (
    <Icon viewBox="0 0 64 64" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 18a6 6 0 0 1 6-6h36a6 6 0 0 1 6 6v6H8zm0 12h48v16a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6zm8 8v4h14v-4z" />
      <path d="M44 34h4v10l4-4 3 3-9 9-9-9 3-3 4 4z" />
    </Icon>
  );
}
