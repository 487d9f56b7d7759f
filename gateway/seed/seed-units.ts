// The time and amount units the merchant seeds share (timestamps before the seed time, cents).
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export const iso = (time: number) => new Date(time).toISOString();
export const cents = (value: number) => Math.round(value * 100) / 100;
