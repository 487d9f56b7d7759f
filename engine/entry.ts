// The engine as the page's entry chunk (src/main.tsx) may use it: only pure functions that do no
// work when their module loads. The engine's index evaluates tables and schemas as it loads, which
// a bundler cannot leave out, so importing one function through it would add ~38 KB gzipped to the
// script every page waits for.
export { resolveImageUrl } from './shell/image-cdn';
