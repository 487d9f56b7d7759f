// The navigation state of the visit the deposit sheet makes as it closes after an order (to the
// deposit page, where the order is listed): the page does not open the sheet again for it.
export const SHEET_CLOSED = { depositSheet: 'closed' } as const;

export const closedBySheet = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>).depositSheet === SHEET_CLOSED.depositSheet;
