// Pure rules of the game lobby: lobby state, filters, favourites throttle, jackpot ticker, launch rules, lottery prize mode (spec 001 §2–§4, §9).
// Re-exported by engine/index.ts; src reaches them only through there.
export {};
