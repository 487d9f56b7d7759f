// Lazy chunk: the points mall (spec 001 §2 Points mall screens), src/features/member/points-mall.
export { PointsMall } from '../../features/member/points-mall/points-mall';
