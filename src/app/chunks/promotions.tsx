// Lazy chunk: promotions (spec 000 §2, /promotions with an optional promotion id in the hash),
// src/features/member/promotions.
export { PromotionsPage as Promotions } from '../../features/member/promotions/promotions-page';
