// Skin asset paths are relative to the skin folder (`assets/logo.svg`) and are deployed at the site
// root, so any client route (`/member/…`) reaches them with a leading slash.
export function skinAssetUrl(path: string): string {
  return /^(https:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
