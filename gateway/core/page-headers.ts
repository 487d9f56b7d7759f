// The headers every page of ours carries besides its Content-Security-Policy: a skin's pages (the
// build's `_headers`, preview, dev: cli/build/security-headers.ts) and the gateway's own pages
// (routes/html-page.ts: the game, pay and chat pages, the dev pages). One list, so the two cannot
// drift apart.
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No page uses these, for itself or a frame in it (the game frame may ask for fullscreen and
  // autoplay only, src/features/game-launch/game-popup.tsx), so they are closed for the page and
  // every frame in it.
  'Permissions-Policy': [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'serial=()',
    'usb=()',
    'browsing-topics=()',
  ].join(', '),
};
