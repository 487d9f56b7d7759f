// Lazy chunk: the QR code of the side menu's app downloads, fetched only when a player opens the
// panel.
export { QrCode as AppQrCode } from '../../components/qr-code';
