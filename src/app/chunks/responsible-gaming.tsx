// Responsible gambling's parts of the player site (gateway README "Responsible gambling"): the
// header's session clock and the reality check's watcher, one chunk loaded only where a skin's
// market asks for them (src/app/lazy/lazy-site-parts.ts).
export { RealityCheckWatcher } from '../../features/responsible-gaming/reality-check-watcher';
export { SessionClock } from '../../features/responsible-gaming/session-clock';
