// What each market's regulator asks of a site (gateway README "Responsible gambling" cites the
// texts these facts come from, and says which it could not verify). A skin names its market in
// `compliance.jurisdiction`; validate checks the skin against the market's profile
// (engine/skin/rules/compliance-*.ts). The regulator's name in the footer's badge is a text of the
// catalogue (`rg.regulator.<market>`), so the footer need not carry this table.
import type { Jurisdiction } from '../generated/vocabulary';

export interface HelpOrganisation {
  name: string;
  /** As the organisation writes it; empty when it publishes none. */
  phone: string;
  url: string;
}

export interface JurisdictionProfile {
  minimumAge: number;
  /** The shortest self-exclusion the market allows, in months (0: no minimum). */
  minimumExclusionMonths: number;
  /** The time since login must show while the player is logged in. */
  sessionClockRequired: boolean;
  /** The player must be able to set a reality check. */
  realityCheckRequired: boolean;
  /** Whether the skin must name a help line (compliance.helpLine). */
  helpLineRequired: boolean;
  /** The help the regulator's texts point players to; the skin's own help line is what shows. */
  helpOrganisation: HelpOrganisation | null;
}

export const JURISDICTION_PROFILES: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  // Law 14.790/2023 art. 26 I (no one under 18); Portaria SPA/MF 1.231/2024 on responsible
  // gambling, as amended by Portaria SPA/MF 2.579/2025: self-exclusion for a set or open time,
  // and limits of loss and of time used. No minimum self-exclusion and no reality check in those
  // words were found, so neither is required.
  BR: {
    minimumAge: 18,
    minimumExclusionMonths: 0,
    sessionClockRequired: false,
    realityCheckRequired: false,
    helpLineRequired: true,
    // The Ministry of Health's SUS line (Ouvidoria do SUS, 136), which directs players with a
    // gambling problem to the SUS's care for it.
    helpOrganisation: {
      name: 'Ouvidoria do SUS – Disque Saúde',
      phone: '136',
      url: 'https://www.gov.br/saude',
    },
  },
  // Decree-Law 66/2015 (RJO) art. 39 n.º 4: self-exclusion lasts at least three months; minors
  // may not play (RJO art. 6).
  PT: {
    minimumAge: 18,
    minimumExclusionMonths: 3,
    sessionClockRequired: false,
    realityCheckRequired: false,
    helpLineRequired: true,
    helpOrganisation: {
      name: 'SICAD – Linha Vida',
      phone: '1414',
      url: 'https://www.sicad.pt',
    },
  },
  // Gambling Commission: LCCP 3.5 (self-exclusion of at least six months), RTS 12 (financial
  // limits; a decrease at once, an increase after a cooling-off), RTS 13 (the time since login
  // shown, reality checks the customer sets).
  UK: {
    minimumAge: 18,
    minimumExclusionMonths: 6,
    sessionClockRequired: true,
    realityCheckRequired: true,
    helpLineRequired: true,
    helpOrganisation: {
      name: 'National Gambling Helpline (GamCare)',
      phone: '0808 8020 133',
      url: 'https://www.gamcare.org.uk',
    },
  },
  none: {
    minimumAge: 18,
    minimumExclusionMonths: 0,
    sessionClockRequired: false,
    realityCheckRequired: false,
    helpLineRequired: false,
    helpOrganisation: null,
  },
};

export function jurisdictionProfile(jurisdiction: Jurisdiction): JurisdictionProfile {
  return JURISDICTION_PROFILES[jurisdiction];
}
