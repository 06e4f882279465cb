import { useEffect, useState } from 'react';
import * as styles from './Mfa.css';

/**
 * A QR code drawn as SVG elements from the module matrix: no inline script, no data URL, nothing for the
 * Content-Security-Policy to allow. The encoder loads on demand, only for the few who set up an authenticator.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [shape, setShape] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => {
      const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
      if (live) setShape({ size: modules.size + 8, path });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <svg className={styles.qr} role="img" aria-label={label} viewBox={shape ? `0 0 ${shape.size} ${shape.size}` : '0 0 1 1'}
      shapeRendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff" />
      {shape && <path d={shape.path} fill="#000" />}
    </svg>
  );
}
