// The customer-service icon opens the service window, 440×750 (spec 000 §9, spec 001 §9). Where it
// points is the core's rule (engine/ui/customer-service-url.ts).

export const SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** window.open features: the 440×750 window, centred on the player's screen when it is known. */
export function serviceWindowFeatures(screen?: { width: number; height: number }): string {
  const { width, height } = SERVICE_WINDOW;
  const position = screen
    ? `,left=${Math.max(0, Math.round((screen.width - width) / 2))},top=${Math.max(0, Math.round((screen.height - height) / 2))}`
    : '';
  return `popup=yes,width=${width},height=${height}${position}`;
}
