// Lazy chunk: the pages in place of the site while it is down (spec 000 §4 system status 1 and 2),
// which the boot gate shows (./boot-gate.tsx). Nearly every visit runs without them.
export { MaintenancePage } from './maintenance-page';
export { RegionBlockedPage } from './region-blocked-page';
