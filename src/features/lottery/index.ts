// The lottery pages (spec 001 §2, §4, §7): /lottery, /seaLottery, /vnLottery.
export { LotteryPage, type LotteryPageName, type LotteryPageProps } from './lottery-page';
