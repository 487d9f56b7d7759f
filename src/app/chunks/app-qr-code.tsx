// Lazy chunk: QR codes for the app downloads (spec 000 §2 side menu: app download with QR codes for
// iOS and Android). The QR encoder is only fetched when a player opens the download panel.
import { QRCodeSVG } from 'qrcode.react';

export function AppQrCode({ url, label }: { url: string; label: string }) {
  // The code is drawn in the skin's text colour on its surface, so it follows the theme mode.
  return <QRCodeSVG value={url} title={label} size={128} bgColor="var(--skin-surface)" fgColor="var(--skin-text)" marginSize={2} />;
}
