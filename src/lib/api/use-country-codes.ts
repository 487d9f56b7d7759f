// The dialing codes for phone fields (spec 000 §3 "Country entry", §4: "Country codes load at
// start"). One read per page, started as the site starts (useCountryCodesAtStart) but outside the
// boot's critical path: once the page is live and the browser idle (useAfterFirstPaint), so it
// neither delays the first paint nor competes with the first tap, and a phone field opened later
// finds the list there. The first entry is the merchant's own and the default, until the player
// picks another.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ActionValue } from '../../../engine';
import { useAfterFirstPaint } from '../browser/after-first-paint';
import { prefetchGatewayRead } from './prefetch-gateway-read';
import { useGatewayClient, useGatewayQuery } from '.';

export type CountryCode = ActionValue<'countryCodes'>['list'][number];

/** Used while the list loads or when it cannot be read (the gateway's default market, Brazil). */
export const FALLBACK_DIALING_CODE = '55';

export function useCountryCodes(): { list: CountryCode[]; defaultCode: string } {
  const { data } = useGatewayQuery('countryCodes', undefined, { staleTime: Infinity });
  const list = data?.list ?? [];
  return { list, defaultCode: list[0]?.countryDialingCode ?? FALLBACK_DIALING_CODE };
}

/** Starts the read once the first view has painted (see the header); the app shell calls it. */
export function useCountryCodesAtStart(): void {
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  const client = useGatewayClient();
  useEffect(() => {
    if (painted) void prefetchGatewayRead(queryClient, client, false, 'countryCodes', {});
  }, [painted, queryClient, client]);
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
