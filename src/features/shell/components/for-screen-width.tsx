// A part of the shell meant for one screen width. When the width is known the caller has already
// chosen and the part renders as it is; when it is not (the build's first view, rendered with no
// screen: ../use-wide-screen.ts) CSS alone shows it at that width, with no box of its own.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NARROW_SCREEN_QUERY, WIDE_SCREEN_QUERY } from '../use-wide-screen';

const Part = styled.div<{ $wide: boolean }>`
  display: contents;
  @media ${({ $wide }) => ($wide ? NARROW_SCREEN_QUERY : WIDE_SCREEN_QUERY)} {
    display: none;
  }
`;

export interface ForScreenWidthProps {
  width: 'wide' | 'narrow';
  /** useWideScreen(): whether the screen is wide, or null when that is not known. */
  wide: boolean | null;
  children: ReactNode;
}

export function ForScreenWidth({ width, wide, children }: ForScreenWidthProps) {
  return wide === null ? <Part $wide={width === 'wide'}>{children}</Part> : children;
}
