/** A value in thousands, as the line charts label them: 2480 → "2.5k", 87240 → "87.2k", 640 → "0.6k". */
export function thousands(value: number): string {
  return `${Number((value / 1000).toFixed(1))}k`;
}

/** Clicks that became conversions, in percent with one decimal: 412 of 3621 → 11.4. */
export function conversionRate(clicks: number, conversions: number): number {
  return clicks === 0 ? 0 : Math.round((conversions / clicks) * 1000) / 10;
}

/** A range key chosen by the user when it is one of the widget's, else the widget's own default. */
export function rangeOr<K extends string>(ranges: Record<K, string>, chosen: string, fallback: K): K {
  return Object.hasOwn(ranges, chosen) ? chosen as K : fallback;
}

/** The parts of a map marker's label "Johannesburg: 1,284": the place and its count. */
export function markerParts(label: string): { place: string; count: string } {
  const at = label.lastIndexOf(":");
  return at === -1
    ? { place: label, count: "" }
    : { place: label.slice(0, at), count: label.slice(at + 1).trim() };
}

/**
 * Where a marker sits on a plain drawing of the markers' own bounding box (0–100 % across and down), so the map
 * needs no tiles from elsewhere: east is right, north is up.
 */
export function plotPoints(markers: readonly { lat: number; lng: number }[]): { x: number; y: number }[] {
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const span = (a: number, b: number) => (b - a) || 1;
  return markers.map((m) => ({
    x: 5 + ((m.lng - minLng) / span(minLng, maxLng)) * 90,
    y: 5 + ((maxLat - m.lat) / span(minLat, maxLat)) * 90,
  }));
}
