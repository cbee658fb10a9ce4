import { useMemo } from "react";
import { encodeQr, qrPath } from "../lib/qr-code";

/** A QR code as SVG: dark on white whatever the theme, so every camera reads it. */
export function QrImage({ value, label }: { value: string; label: string }) {
  const code = useMemo(() => encodeQr(value), [value]);
  const size = code.size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-52 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(code)} fill="#000" />
    </svg>
  );
}
