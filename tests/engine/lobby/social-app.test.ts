// Which social app's in-app browser a user agent belongs to (spec 001 §7 launch for a social app).
import { describe, expect, it } from 'vitest';
import { socialAppOf } from '../../../engine';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)';

describe('socialAppOf', () => {
  it('names the app from the mark it writes into its user agent', () => {
    expect(
      [
        `${ANDROID} Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]`,
        `${ANDROID} Chrome/126.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android`,
        `${ANDROID} Chrome/126.0 Mobile Safari/537.36 musical_ly_2023409040 BytedanceWebview/d8a21c6`,
        `${ANDROID} Chrome/126.0 Mobile Safari/537.36 WhatsApp/2.24.1`,
        `${ANDROID} Chrome/126.0 Mobile Safari/537.36 Telegram-Android/10.14.5`,
      ].map(socialAppOf),
    ).toEqual(['facebook', 'instagram', 'tiktok', 'whatsapp', 'telegram']);
  });

  it('names none for an ordinary browser', () => {
    expect(socialAppOf(`${ANDROID} Chrome/126.0 Mobile Safari/537.36`)).toBeNull();
  });
});
