// The launch's link preview image (Open Graph): its size and its address. The address names the
// launch's version, so a crawler that cached one image asks for the next after staff publish.

/** Facebook's and WhatsApp's recommended preview size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `version` is the current launch's (server/src/domain/launch-version.ts): letters, digits, _ and -. */
export function ogImagePath(version: string): string {
  return `/og/${encodeURIComponent(version)}.png`;
}
