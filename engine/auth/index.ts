// Pure rules of account flows: login, registration, passwords, SMS countdown, captcha, social sign-in, trial (spec 000 §3–§5).
// Re-exported by engine/index.ts; src reaches them only through there.
export {};
