// The dialing codes for phone fields (spec 000 §3 "Country entry", §4: "Country codes load at
// start"). One read per page; the first entry is the merchant's own and the default, until the
// player picks another.
import { useState } from 'react';
import type { ActionValue } from '../../../engine';
import { useGatewayQuery } from '.';

export type CountryCode = ActionValue<'countryCodes'>['list'][number];

/** Used while the list loads or when it cannot be read (the gateway's default market, Brazil). */
export const FALLBACK_DIALING_CODE = '55';

export function useCountryCodes(): { list: CountryCode[]; defaultCode: string } {
  const { data } = useGatewayQuery('countryCodes', undefined, { staleTime: Infinity });
  const list = data?.list ?? [];
  return { list, defaultCode: list[0]?.countryDialingCode ?? FALLBACK_DIALING_CODE };
}

export interface DialingCode {
  /** The code picked, else the list's first (the merchant's own). */
  dialingCode: string;
  setDialingCode(code: string): void;
  countries: CountryCode[];
}

/** A phone field's country: `initial` is one remembered from an earlier visit, if any. */
export function useDialingCode(initial: string | null = null): DialingCode {
  const countries = useCountryCodes();
  const [chosen, setDialingCode] = useState<string | null>(initial);
  return {
    dialingCode: chosen ?? countries.defaultCode,
    setDialingCode,
    countries: countries.list,
  };
}
