/**
 * A readable device from a user agent ("Chrome on Android"), for the sessions list.
 * Only the browser family and the system: enough to recognise one's own phone.
 */
import type { Device } from "@shared/api/account";

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera Mini|OPiOS/, "Opera"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/UCBrowser\//, "UC Browser"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string | null | undefined): Device {
  const agent = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser, os, mobile: /Mobile|Android|iPhone|iPad/.test(agent) };
}
