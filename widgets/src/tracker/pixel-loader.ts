// The Meta pixel, the TikTok pixel and GA4 on Funil's own site: each loaded from the id staff
// configured (launch settings), only once the visitor accepted them in the consent banner (LGPD), never
// on a partner's page (decision 0021) nor on staff pages. The vendors' base codes are inline scripts,
// which the site's Content-Security-Policy refuses; the same queues are set up here, and only the
// vendors' script files are added as tags (their origins are allowed when their id is set).
import { AD_CONSENT_VERSION, type AdConsentChoice } from '@funil/core/ad-consent';
import { isPartnerPage } from '../lib/embed-context.ts';
import { writeJson } from '../lib/storage.ts';
import { PIXEL_CONSENT_KEY } from '../lib/storage-keys.ts';
import { isRecord, readJson } from '../lib/stored-json.ts';
import { isAdminPath } from './constants.ts';
import { type PixelWindow, sendToPixels } from './pixels.ts';

/** The pixel ids of the launch settings (PublicLaunchSettings['tracking']). */
export interface PixelIds {
  metaPixelId: string | null;
  tiktokPixelId: string | null;
  analyticsId: string | null;
}

/** The vendors' script files, as their base codes load them. */
export const PIXEL_SCRIPTS = {
  meta: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  analytics: 'https://www.googletagmanager.com/gtag/js',
} as const;

export type PixelName = keyof typeof PIXEL_SCRIPTS;

/**
 * The visitor's answer to the banner, kept in this browser (storage.ts, like every key of ours) and
 * told to the server with every event and for the lead this browser saved (decision 0024).
 * The banner's text version: a new text asks again.
 */
export const PIXEL_CONSENT_VERSION = AD_CONSENT_VERSION;
/** An answer is asked again after a year. */
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export type PixelConsent = AdConsentChoice;

/** The same rules as the server's (core/src/launch-settings.ts): an id is never put in a URL unchecked. */
const ID_RULES: Record<keyof PixelIds, RegExp> = {
  metaPixelId: /^\d{5,30}$/,
  tiktokPixelId: /^[A-Z0-9]{10,30}$/,
  analyticsId: /^G-[A-Z0-9]{4,20}$/,
};

/** The ids that are set (and well-formed); an empty object when none is. */
export function configuredPixels(ids: PixelIds | null | undefined): Partial<PixelIds> {
  const set: Partial<PixelIds> = {};
  for (const key of Object.keys(ID_RULES) as (keyof PixelIds)[]) {
    const id = ids?.[key];
    if (typeof id === 'string' && ID_RULES[key].test(id)) set[key] = id;
  }
  return set;
}

/** Whether the site has any pixel to ask about (no banner without one). */
export const hasPixels = (ids: PixelIds | null | undefined) => Object.keys(configuredPixels(ids)).length > 0;

/** The visitor's answer, or null when they have not answered this text (or answered over a year ago). */
export function readPixelConsent(now: number = Date.now()): PixelConsent | null {
  const stored = readJson(PIXEL_CONSENT_KEY);
  if (!isRecord(stored) || stored.version !== PIXEL_CONSENT_VERSION) return null;
  const { choice, savedAt } = stored;
  if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) <= CONSENT_MAX_AGE_MS)) return null;
  return choice === 'accepted' || choice === 'refused' ? choice : null;
}

export function rememberPixelConsent(choice: PixelConsent, now: number = Date.now()): void {
  writeJson(PIXEL_CONSENT_KEY, { choice, version: PIXEL_CONSENT_VERSION, savedAt: now });
  for (const listener of [...consentListeners()]) {
    try {
      listener(choice);
    } catch (error) {
      console.warn('[funil] consent', error);
    }
  }
}

/** The lead whose server record already holds this answer (a new answer clears it). */
export function pixelConsentRecordedFor(): string | undefined {
  const stored = readJson(PIXEL_CONSENT_KEY);
  return isRecord(stored) && typeof stored.recordedFor === 'string' ? stored.recordedFor : undefined;
}

export function markPixelConsentRecorded(leadId: string): void {
  const stored = readJson(PIXEL_CONSENT_KEY);
  if (isRecord(stored)) writeJson(PIXEL_CONSENT_KEY, { ...stored, recordedFor: leadId });
}

type ConsentListener = (choice: PixelConsent) => void;
/** The banner (host-site) and the tracker may be in different chunks: the channel is page-wide. */
const CONSENT_CHANNEL = Symbol.for('funil.pixelConsent');

function consentListeners(): Set<ConsentListener> {
  const page = globalThis as typeof globalThis & { [CONSENT_CHANNEL]?: Set<ConsentListener> };
  page[CONSENT_CHANNEL] ??= new Set();
  return page[CONSENT_CHANNEL];
}

/** Hears each new answer; returns the function that stops listening. */
export function onPixelConsent(listener: ConsentListener): () => void {
  consentListeners().add(listener);
  return () => consentListeners().delete(listener);
}

type Queue = unknown[] & Record<string, unknown>;

interface LoaderWindow extends PixelWindow {
  _fbq?: unknown;
  dataLayer?: unknown[];
  TiktokAnalyticsObject?: string;
}

export interface LoadPixelsOptions {
  /**
   * The id of the page view the tracker already sent to the server: the pixels get it too, so Meta
   * keeps one of the two. Without one (the tracker has not started) the tracker's own page view,
   * sent later, reaches the pixels just loaded.
   */
  pageViewId?: string | undefined;
  doc?: Document;
  win?: Window;
  now?: number;
}

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/** Meta's base code without its inline script: fbq queues calls until fbevents.js takes them. */
function loadMeta(win: LoaderWindow, doc: Document, id: string): void {
  const fbq = function () {
    // Meta's queue holds each call's arguments object, as its base code does.
    // biome-ignore lint/complexity/noArguments: fbevents.js replays the queued arguments objects.
    const args = arguments;
    const self = fbq as unknown as Queue & { callMethod?: (...a: unknown[]) => void };
    if (self.callMethod) self.callMethod.apply(self, Array.from(args));
    else (self.queue as unknown[]).push(args);
  } as unknown as Queue;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  win.fbq = fbq as unknown as PixelWindow['fbq'];
  win._fbq ??= fbq;
  addScript(doc, PIXEL_SCRIPTS.meta);
  win.fbq?.('init', id);
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/** TikTok's base code without its inline script: ttq records calls until events.js takes them. */
function loadTikTok(win: LoaderWindow, doc: Document, id: string, now: number): void {
  const ttq = [] as unknown as Queue;
  const defer = (target: Queue, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const method of TIKTOK_METHODS) defer(ttq, method);
  ttq.methods = TIKTOK_METHODS;
  ttq.setAndDefer = defer;
  ttq.instance = (name: string) => {
    const instance = ((ttq._i as Record<string, Queue>)[name] ?? []) as Queue;
    for (const method of TIKTOK_METHODS) defer(instance, method);
    return instance;
  };
  const sdkUrl = PIXEL_SCRIPTS.tiktok;
  const instances = [] as unknown as Queue;
  instances._u = sdkUrl;
  ttq._i = { [id]: instances };
  ttq._t = { [id]: now };
  ttq._o = { [id]: {} };
  win.TiktokAnalyticsObject = 'ttq';
  win.ttq = ttq as unknown as PixelWindow['ttq'];
  addScript(doc, `${sdkUrl}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
}

/** gtag's base code without its inline script; its own page_view is off, the tracker sends ours. */
function loadAnalytics(win: LoaderWindow, doc: Document, id: string): void {
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads arguments objects from the dataLayer.
    dataLayer.push(arguments);
  };
  addScript(doc, `${PIXEL_SCRIPTS.analytics}?id=${encodeURIComponent(id)}`);
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
}

const loadedOn = new WeakMap<Window, Set<PixelName>>();

/**
 * Loads each configured pixel once per page, when the visitor accepted them, on Funil's own site
 * only; answers the pixels loaded by this call. The page view goes to them with the tracker's id.
 */
export function loadPixels(ids: PixelIds | null | undefined, options: LoadPixelsOptions = {}): PixelName[] {
  const { doc = document, win = window, now = Date.now() } = options;
  if (isPartnerPage() || isAdminPath(win.location.pathname)) return [];
  if (readPixelConsent(now) !== 'accepted') return [];
  const set = configuredPixels(ids);
  const loaded = loadedOn.get(win) ?? new Set<PixelName>();
  loadedOn.set(win, loaded);
  const target = win as unknown as LoaderWindow;
  const started: PixelName[] = [];
  const start = (name: PixelName, id: string | null | undefined, load: (id: string) => void) => {
    if (!id || loaded.has(name)) return;
    loaded.add(name);
    try {
      load(id);
      started.push(name);
    } catch (error) {
      // A pixel that fails to start must not take the page, or the other pixels, with it.
      console.warn('[funil] pixel', error);
    }
  };
  start('meta', set.metaPixelId, (id) => loadMeta(target, doc, id));
  start('tiktok', set.tiktokPixelId, (id) => loadTikTok(target, doc, id, now));
  start('analytics', set.analyticsId, (id) => loadAnalytics(target, doc, id));
  if (started.length > 0 && options.pageViewId) {
    const only: PixelWindow = {};
    if (started.includes('meta')) only.fbq = target.fbq;
    if (started.includes('tiktok')) only.ttq = target.ttq;
    if (started.includes('analytics')) only.gtag = target.gtag;
    sendToPixels('PageView', {}, options.pageViewId, only);
  }
  return started;
}
