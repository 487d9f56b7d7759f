// App downloads (spec 000 §1: iOS, Android and a lite app; §3: the permission's resources by
// resourceType). Each platform's link comes from the permission's resource where the gateway names
// one, else from the skin's links.apps; a platform with neither is not offered. Each has a guide
// page (/app/<platform>) with its steps (catalogue app.steps.<platform>.<n>) and a QR code.

export const APP_PLATFORMS = ['ios', 'android', 'lite'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

const RESOURCE_TYPES: Record<AppPlatform, string> = {
  ios: 'APP_IOS',
  android: 'APP_ANDROID',
  lite: 'APP_LITE',
};

/** How many install steps each guide has (their texts are app.steps.<platform>.1 … n). */
export const APP_GUIDE_STEPS: Record<AppPlatform, number> = { ios: 4, android: 4, lite: 3 };

export interface AppDownload {
  platform: AppPlatform;
  url: string;
}

export function isAppPlatform(value: string | undefined): value is AppPlatform {
  return (APP_PLATFORMS as readonly string[]).includes(value ?? '');
}

export function appDownloads(
  resources: ReadonlyArray<{ resourceType: string; url: string }> | undefined,
  skinApps: Partial<Record<AppPlatform, string>>,
): AppDownload[] {
  return APP_PLATFORMS.flatMap((platform) => {
    const resource = resources?.find((each) => each.resourceType === RESOURCE_TYPES[platform]);
    const url = resource?.url || skinApps[platform] || '';
    return url ? [{ platform, url }] : [];
  });
}

export function appGuidePath(platform: AppPlatform): string {
  return `/app/${platform}`;
}
