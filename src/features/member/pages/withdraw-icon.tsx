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
    <Icon
      viewBox="0 0 64 64"
      fill="currentColor"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
    >
      {/* A bank card (its stripe cut out) and an arrow down out of it: money leaving the account. */}
      <path d="M6 10a5 5 0 0 1 5-5h42a5 5 0 0 1 5 5v22a5 5 0 0 1-5 5H11a5 5 0 0 1-5-5zm0 5v6h52v-6z" />
      <path d="M29 40h6v12l5-5 4 4-12 12-12-12 4-4 5 5z" />
    </Icon>
  );
}
