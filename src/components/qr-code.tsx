// A QR code of a link (spec 000 §2 side menu: app download with QR codes for iOS and Android, the
// app guides and the referral link; spec 001 §9: QR size 120). Its users load it lazily, so the
// encoder stays out of the first load. Scanners read dark modules on a light ground best, so each
// mode picks its darker and lighter token for the two colours (both skin tokens, contrast-checked
// against each other).
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

const QR_SIZE = 120;

const Frame = styled.span`
  display: inline-block;
  line-height: 0;
  --qr-dark: var(--skin-background);
  --qr-light: var(--skin-text);
  html[data-theme='light'] & {
    --qr-dark: var(--skin-text);
    --qr-light: var(--skin-background);
  }
`;

export function QrCode({ url, label }: { url: string; label: string }) {
  return (
    <Frame>
      <QRCodeSVG
        value={url}
        title={label}
        size={QR_SIZE}
        bgColor="var(--qr-light)"
        fgColor="var(--qr-dark)"
        marginSize={2}
      />
    </Frame>
  );
}
