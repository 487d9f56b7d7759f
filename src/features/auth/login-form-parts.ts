// The account forms' shared layout: the form's grid and a row of side-by-side controls.
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
