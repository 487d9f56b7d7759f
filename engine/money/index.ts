// Exact money: decimal strings on the wire, integer cents in every rule.
export {
  centsOf,
  isAmount,
  moneyCents,
  moneyText,
  parseAmount,
  percentOf,
  sumMoney,
  toMoney,
  type Cents,
} from './money';
export { countUpFigures } from './count-up';
