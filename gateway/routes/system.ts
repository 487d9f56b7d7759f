// What the site asks first (spec 000 §3, §7): the permission payload with the module tree and the
// maintenance and region flags, country codes, mirror domains, registration settings and rules,
// and the public key for encrypted payloads. All of it answers during an outage, so the
// maintenance and region-blocked pages can show their customer-service button. Each
// customer-service path goes out encrypted (spec 000 §3 "path (encrypted)"), sealed to the gateway's
// own key; ./customer-service-open.ts opens it for the player.
import type { FamilyRoutes } from '../context/action-context';
import { moduleEnabled } from '../core/merchants';
import { CUSTOMER_SERVICE_PURPOSE } from './customer-service-open';

/** The Portuguese-speaking markets first (spec 000 §1), then a few others. */
export const COUNTRY_CODES = [
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brasil' },
  { countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' },
  { countryCode: 'AO', countryDialingCode: '244', name: 'Angola' },
  { countryCode: 'MZ', countryDialingCode: '258', name: 'Moçambique' },
  { countryCode: 'CV', countryDialingCode: '238', name: 'Cabo Verde' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'ES', countryDialingCode: '34', name: 'España' },
];

export const systemRoutes: FamilyRoutes<'system'> = {
  permission: {
    duringOutage: true,
    handler: async ({ merchant, origin, ip, deps }) => {
      const { settings } = merchant;
      const methods = [
        moduleEnabled(merchant, 'USERNAMEREG3') ? 'username' : null,
        moduleEnabled(merchant, 'MOBILENUMREG3') ? 'mobile' : null,
      ].filter((method): method is 'username' | 'mobile' => method !== null);
      return {
        info: {
          merchantCode: merchant.code,
          customerService: await Promise.all(
            settings.customerService.map(async (entry) => ({
              csType: entry.csType,
              path: await deps.keys.seal(CUSTOMER_SERVICE_PURPOSE, {
                path: entry.path.startsWith('/') ? `${origin}${entry.path}` : entry.path,
              }),
            })),
          ),
          domainRoute: settings.mirrors.map((mirror) => mirror.domain),
          resources: [
            {
              resourceType: 'APP_IOS',
              labelNameEn: 'iOS app',
              url: `https://apps.apple.com/app/${merchant.skinId}`,
            },
            {
              resourceType: 'APP_ANDROID',
              labelNameEn: 'Android app',
              url: `https://play.google.com/store/apps/details?id=dev.skinforge.${merchant.skinId.replace(/-/g, '')}`,
            },
            { resourceType: 'APP_LITE', labelNameEn: 'Lite app', url: `${origin}/?lite=1` },
          ],
          whitelabel: merchant.moduleTree,
          register: { methods, requireSms: moduleEnabled(merchant, 'REGSMSVERIF3') },
          mainDomain: settings.mainDomain,
          redirectToMainDomain: settings.redirectToMainDomain ?? false,
          gtagId: settings.gtagId,
          imageCDNs: [origin],
          launchGameCDNs: [origin],
        },
        location: { ip, countryCode: merchant.regionRestricted ? 'ZZ' : settings.countryCode },
        maintenance: merchant.maintenance,
        maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
        regionRestriction: merchant.regionRestricted,
      };
    },
  },
  countryCodes: { duringOutage: true, handler: async () => ({ list: COUNTRY_CODES }) },
  domainRoutes: {
    duringOutage: true,
    handler: async ({ merchant }) => ({ list: merchant.settings.mirrors }),
  },
  registrationSettings: { handler: async ({ merchant }) => merchant.settings.registrationSettings },
  registrationRules: { handler: async ({ merchant }) => merchant.settings.registrationRules },
  publicKey: {
    duringOutage: true,
    handler: async ({ deps }) => {
      const { keyId, jwk } = deps.keys.publicKey;
      return {
        keyId,
        algorithm: 'RSA-OAEP-256+A256GCM',
        jwk: { kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', alg: 'RSA-OAEP-256' },
      };
    },
  },
};
