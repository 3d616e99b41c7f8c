// What a page tells about the device it runs on (a visit's device_info); no schema library here, so
// the embed's loader can use it without carrying one.

/** Spec §4: a viewport this wide or narrower is a mobile one (the exit-intent triggers use it too). */
export const MOBILE_MAX_WIDTH_PX = 768;

/** device_info as the widgets send it; the server files the visit as 'mobile' or 'desktop' from it. */
export interface DeviceInfo {
  /** By the width rule above. */
  deviceType: 'mobile' | 'desktop';
  userAgent: string;
  language: string;
  platform: string;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  pixelRatio: number;
  touch: boolean;
  timeZone: string;
}
