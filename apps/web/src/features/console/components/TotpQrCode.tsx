import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const QR_SIZE = 220;

/**
 * Issue 17: the `otpauth://` URI as a QR code for an authenticator app, drawn as an SVG image (no
 * canvas needed). The URI itself is shown beside it for those who type it in.
 */
export function TotpQrCode({ uri, alt }: { uri: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (isCurrent) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  // Plain elements, not Mantine's Image and Skeleton, which the users' home page chunk holds (see AutoGrid).
  if (!source) return <div style={{ width: QR_SIZE, height: QR_SIZE }} />;
  return <img src={source} alt={alt} width={QR_SIZE} height={QR_SIZE} style={{ background: 'white' }} />;
}
