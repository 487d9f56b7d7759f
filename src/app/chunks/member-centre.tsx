// Lazy chunk: the member centre (spec 000 §2 /member), src/features/member.
export { MemberCentre } from '../../features/member/member-centre';
