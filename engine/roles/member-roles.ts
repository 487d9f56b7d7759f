// Member roles from the numeric member type (spec 000 §3, §6; spec 001 §3, §9).

/** Agent member types: they get the agent entry and /agentHome. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Trial (free-play) member types: blocked from games and protected actions. */
export const TRIAL_TYPES: readonly number[] = [4];

export type MemberRole = 'agent' | 'trial' | 'member';

/** The gateway may send the type as a number or a numeric string; both count. */
function asType(type: number | string | null | undefined): number | undefined {
  if (typeof type === 'number') return type;
  if (typeof type === 'string' && /^\d+$/.test(type)) return Number(type);
  return undefined;
}

export function isAgent(type: number | string | null | undefined): boolean {
  const value = asType(type);
  return value !== undefined && AGENT_TYPES.includes(value);
}

export function isTrial(type: number | string | null | undefined): boolean {
  const value = asType(type);
  return value !== undefined && TRIAL_TYPES.includes(value);
}

export function memberRole(type: number | string | null | undefined): MemberRole {
  if (isAgent(type)) return 'agent';
  if (isTrial(type)) return 'trial';
  return 'member';
}
