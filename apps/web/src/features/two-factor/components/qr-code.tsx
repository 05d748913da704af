import { QRCodeSVG } from 'qrcode.react';

/**
 * The otpauth URL as a QR code. Its own module, loaded with React.lazy: the QR library is needed only on
 * the setup step, never on the lobby's first load.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG value={value} size={176} level="M" role="img" aria-label={label} data-testid="two-factor-qr" />
  );
}
