// What a lead_visits row keeps of a visit: the page's path and the device as the charts name it.
import { deviceCategory } from './behaviour-entries.ts';

const MAX_PATH = 500;

/** '/ianapratica' from '/ianapratica?x=1' or 'https://site/ianapratica#preco'; null when none. */
export function visitPath(page: string | undefined): string | null {
  const text = page?.trim();
  if (!text) return null;
  let path: string;
  try {
    path = new URL(text, 'http://pagina.invalid').pathname;
  } catch {
    path = text.split(/[?#]/)[0] ?? text;
  }
  return path.slice(0, MAX_PATH) || '/';
}

/**
 * 'mobile' or 'desktop', by the same reading of device_info as the behaviour charts; a tablet is
 * filed as desktop (the spec's mobile is a screen 768 px wide or less), and no information as null.
 */
export function visitDevice(deviceInfo: Record<string, unknown> | undefined): 'mobile' | 'desktop' | null {
  if (deviceInfo === undefined) return null;
  const category = deviceCategory(JSON.stringify(deviceInfo));
  if (category === 'mobile') return 'mobile';
  if (category === 'desktop' || category === 'tablet') return 'desktop';
  return null;
}
