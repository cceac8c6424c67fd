import { encode } from 'uqr';

/** The four-module quiet zone QR readers need around the code. */
const quietZone = 4;

/**
 * A QR code as one SVG path, drawn here so no image or script from elsewhere is needed. Error correction
 * M: a phone camera reads it off a screen with some glare.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const modules = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x + quietZone} ${y + quietZone}h1v1h-1z`] : [])),
  );
  const extent = size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={modules.join('')} fill="#000000" />
    </svg>
  );
}
