// Session storage keys (spec 000 §3 "Session storage keys"; spec 001 §3 "Session values kept while
// logged in"). This feature writes the account keys; the others belong to the features that write
// them (gameVendor: the vendor lanes; merchantWallet, consolidated, enableSalary, enableContract:
// the login's effects; validate: the human verification), and all of them go at logout except the
// merchant code (spec 000 §4; engine clearSessionKeeping).
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  gameVendor: 'gameVendor',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  /**
   * Not a spec key: the member type, so a reload knows the trial and agent roles before memberInfo
   * answers.
   */
  memberType: 'memberType',
} as const;

/**
 * The URL query parameter a token may arrive in (spec 000 §7: "The token may come from the URL
 * query").
 */
export const TOKEN_QUERY_PARAMETER = 'token';
