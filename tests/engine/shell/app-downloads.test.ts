import { describe, expect, it } from 'vitest';
import { appDownloads, appGuidePath } from '../../../engine';

describe('app downloads (spec 000 §1, §3 resources)', () => {
  it('takes each platform’s link from the permission’s resources, else from the skin', () => {
    const resources = [
      { resourceType: 'APP_ANDROID', url: 'https://play.example/app' },
      { resourceType: 'LOGO', url: 'https://cdn.example/logo.png' },
    ];
    expect(
      appDownloads(resources, { ios: 'https://apps.example/ios', android: 'https://skin/a' }),
    ).toEqual([
      { platform: 'ios', url: 'https://apps.example/ios' },
      { platform: 'android', url: 'https://play.example/app' },
    ]);
  });

  it('offers no platform that has no link anywhere', () => {
    expect(appDownloads(undefined, { ios: '', android: '', lite: '' })).toEqual([]);
    expect(appGuidePath('lite')).toBe('/app/lite');
  });
});
