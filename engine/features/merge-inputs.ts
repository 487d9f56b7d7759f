// What the gateway sends that the merge reads. Only the parts the merge needs are typed, loosely,
// because they come over the network: the merge validates them and degrades instead of trusting.

/** The `permission` action's value (spec 000 §3 "Permission payload"). */
export interface PermissionInput {
  info?: { whitelabel?: unknown; [key: string]: unknown };
  location?: { ip?: unknown; [key: string]: unknown };
  maintenance?: unknown;
  regionRestriction?: unknown;
  maintenanceEnd?: unknown;
  [key: string]: unknown;
}

/** `registrationSettings`: per field, whether the form shows it and whether it is required. */
export type RegistrationSettingsInput = Record<
  string,
  { show?: unknown; required?: unknown } | undefined
>;

/** `registrationRules`: per field, acceptedPattern, minLength, maxLength, patternId. */
export type RegistrationRulesInput = Record<
  string,
  | { acceptedPattern?: unknown; minLength?: unknown; maxLength?: unknown; patternId?: unknown }
  | undefined
>;

/** A lane of `gameVendors` (spec 001 §3 "Vendor lane"): its category and its vendor cards. */
export interface VendorLaneInput {
  title?: unknown;
  cards?: unknown;
  [key: string]: unknown;
}

export interface MergeInputs {
  permission?: PermissionInput;
  registrationSettings?: RegistrationSettingsInput;
  registrationRules?: RegistrationRulesInput;
  /** Absent: every category of the skin is shown. */
  vendorLanes?: readonly VendorLaneInput[];
}
