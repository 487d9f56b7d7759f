// A part that depends on the gateway's answers and changes size when they come (a category lobby's
// filters and classifications, a game centre's vendors) is left out of the build's first view: its
// `placeholder` (a loader) holds its place there and while the runtime hydrates the view, and the
// part renders once boot has decided, with the answers boot waited for, in one go — in the
// transition that ends the first view — rather than appearing in pieces and pushing what is below
// it down (layout shifts).
import type { ReactNode } from 'react';
import { useFirstView } from './use-first-view';

export function AfterFirstView({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return useFirstView() ? placeholder : children;
}
