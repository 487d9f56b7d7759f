// Lazy chunk: the member centre (spec 000 §2 /member), src/features/member, with the content of
// each of its pages (./member-pages.tsx), so the centre and its pages come in one download.
export { MemberCentreWithPages as MemberCentre } from './member-pages';
