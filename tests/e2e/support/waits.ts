// How long a spec waits for a page's first load: the whole site boots (the permission call, the
// settings, the chunks), which a loaded 2-core CI machine running two workers and three previews
// has taken more than 15 s to do. Generous on purpose: a spec fails on what is wrong, never on what
// is merely slow (bench/ measures speed). Everything after the first load keeps expect's default
// (playwright.config.ts).
export const FIRST_LOAD_MS = 45_000;
export const FIRST_LOAD = { timeout: FIRST_LOAD_MS } as const;

/**
 * The live page: the build's first view, on a page that has one, hydrated and taking input once
 * boot has decided (src/lib/browser/first-view.ts lifts its `inert`).
 */
export const LIVE_PAGE = '#root:not([inert])';
