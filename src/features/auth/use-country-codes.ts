// The dialing codes for phone fields (spec 000 §3 "Country entry", §4: "Country codes load at
// start"). One read per page; the first entry is the merchant's own and the default.
import type { ActionValue } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';

export type CountryCode = ActionValue<'countryCodes'>['list'][number];

/** Used while the list loads or when it cannot be read (the gateway's default market, Brazil). */
export const FALLBACK_DIALING_CODE = '55';

export function useCountryCodes(): { list: CountryCode[]; defaultCode: string } {
  const { data } = useGatewayQuery('countryCodes', undefined, { staleTime: Infinity });
  const list = data?.list ?? [];
  return { list, defaultCode: list[0]?.countryDialingCode ?? FALLBACK_DIALING_CODE };
}
