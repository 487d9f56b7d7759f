// Lazy chunk: QR codes for the app downloads (spec 000 §2 side menu: app download with QR codes for
// iOS and Android). The encoder is fetched only when a player opens the download panel.
export { QrCode as AppQrCode } from '../../components/qr-code';
