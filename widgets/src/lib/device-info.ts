// The device a visit comes from (device_info), read from the browser as it is at page load.
import { type DeviceInfo, MOBILE_MAX_WIDTH_PX } from '@funil/core/device';

export function readDeviceInfo(win: Window = window): DeviceInfo {
  const nav = win.navigator;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // An engine without time zone data still has everything else to say.
  }
  return {
    deviceType: win.innerWidth <= MOBILE_MAX_WIDTH_PX ? 'mobile' : 'desktop',
    userAgent: nav.userAgent,
    language: nav.language ?? '',
    platform: nav.platform ?? '',
    screenWidth: win.screen?.width ?? 0,
    screenHeight: win.screen?.height ?? 0,
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    pixelRatio: win.devicePixelRatio || 1,
    touch: (nav.maxTouchPoints ?? 0) > 0,
    timeZone,
  };
}
