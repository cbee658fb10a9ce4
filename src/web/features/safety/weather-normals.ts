/**
 * Long-term monthly averages for the four towns the service covers, for the neutral
 * weather page (docs/safety.md). Rounded values in the range of published climate normals
 * (Uganda National Meteorological Authority); they are shown as seasonal averages, never
 * as a forecast, so the page is honest and needs no outside service.
 */
export interface MonthNormal {
  /** Mean daily maximum and minimum, °C. */
  high: number;
  low: number;
  /** Mean monthly rainfall, mm. */
  rain: number;
}

export const TOWNS = ["kampala", "masaka", "mbarara", "fortPortal"] as const;
export type Town = (typeof TOWNS)[number];

// January to December.
export const MONTHLY_NORMALS: Record<Town, readonly MonthNormal[]> = {
  kampala: [
    { high: 28, low: 18, rain: 68 },
    { high: 28, low: 18, rain: 63 },
    { high: 27, low: 18, rain: 131 },
    { high: 26, low: 18, rain: 169 },
    { high: 25, low: 17, rain: 117 },
    { high: 25, low: 17, rain: 57 },
    { high: 25, low: 16, rain: 45 },
    { high: 25, low: 16, rain: 87 },
    { high: 26, low: 16, rain: 91 },
    { high: 26, low: 17, rain: 136 },
    { high: 26, low: 17, rain: 149 },
    { high: 26, low: 17, rain: 102 },
  ],
  masaka: [
    { high: 27, low: 16, rain: 62 },
    { high: 28, low: 16, rain: 80 },
    { high: 27, low: 17, rain: 150 },
    { high: 26, low: 17, rain: 190 },
    { high: 25, low: 16, rain: 120 },
    { high: 25, low: 15, rain: 40 },
    { high: 25, low: 14, rain: 30 },
    { high: 26, low: 15, rain: 60 },
    { high: 27, low: 15, rain: 90 },
    { high: 26, low: 16, rain: 125 },
    { high: 26, low: 16, rain: 140 },
    { high: 26, low: 16, rain: 95 },
  ],
  mbarara: [
    { high: 27, low: 15, rain: 60 },
    { high: 28, low: 15, rain: 75 },
    { high: 27, low: 15, rain: 120 },
    { high: 26, low: 15, rain: 140 },
    { high: 26, low: 15, rain: 80 },
    { high: 26, low: 13, rain: 20 },
    { high: 26, low: 13, rain: 15 },
    { high: 27, low: 14, rain: 50 },
    { high: 27, low: 14, rain: 95 },
    { high: 26, low: 15, rain: 120 },
    { high: 25, low: 15, rain: 125 },
    { high: 26, low: 15, rain: 90 },
  ],
  fortPortal: [
    { high: 26, low: 14, rain: 40 },
    { high: 27, low: 14, rain: 70 },
    { high: 26, low: 15, rain: 130 },
    { high: 25, low: 15, rain: 180 },
    { high: 25, low: 15, rain: 150 },
    { high: 25, low: 14, rain: 70 },
    { high: 25, low: 14, rain: 60 },
    { high: 25, low: 14, rain: 120 },
    { high: 25, low: 14, rain: 150 },
    { high: 25, low: 14, rain: 190 },
    { high: 25, low: 14, rain: 160 },
    { high: 25, low: 14, rain: 80 },
  ],
};

/** Uganda's two rainy seasons: March to May and September to November (month 0 = January). */
export function seasonOf(month: number): "longRains" | "shortRains" | "dry" {
  if (month >= 2 && month <= 4) return "longRains";
  if (month >= 8 && month <= 10) return "shortRains";
  return "dry";
}
