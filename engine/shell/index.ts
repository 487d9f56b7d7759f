// Pure rules of the shell: header balance, navigation vendor panel, side menu, announcements popup rules (spec 000 §2, §4; spec 001 §2).
// Re-exported by engine/index.ts; src reaches them only through there.
export {};
