// The slice of Web Storage the shell's rules need. The engine has no DOM (CONTRIBUTING.md), so the
// page hands in sessionStorage, and tests hand in a Map-backed stand-in.
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}
