// Amounts at the gateway's boundary: a payload's amount is a decimal string the schema already
// checked (defs `amount`: above 0, at most 2 decimals); here it becomes integer cents for the rules.
import { parseAmount, type Cents } from '../../engine';
import { fail } from './gateway-error';

export function amountCents(amount: string, field = 'amount'): Cents {
  const cents = parseAmount(amount);
  if (cents === undefined) {
    fail('BAD_REQUEST', {
      message: `${field} must be an amount above 0 with at most 2 decimals, such as 19.99 (got "${amount}").`,
    });
  }
  return cents;
}
