// The account forms' shared layout: the form's grid, a row of side-by-side controls, and a button
// that reads as a link (forgot password, register, back).
import styled from 'styled-components';

export const FormGrid = styled.form`
  display: grid;
  gap: 0.875rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

export const LinkButton = styled.button`
  min-height: 2.75rem;
  padding: 0 0.25rem;
  font: inherit;
  color: var(--skin-text);
  text-decoration: underline;
  background: transparent;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--skin-text);
  }
`;
