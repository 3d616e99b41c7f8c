// Fetches a remote picture for the image proxy without letting a caller reach inside our network.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { AddressRefusedError } from './address-policy.ts';

/** 5 MiB: far above any profile picture, far below what would hurt memory. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_REDIRECTS = 3;

export interface ImageFetchPolicy {
  isAllowedHost: (hostname: string) => boolean;
  /**
   * The checked address to connect to for an allowed hostname (resolvePublicAddress in
   * production); throws AddressRefusedError for a refused one.
   */
  resolve: (hostname: string) => Promise<string>;
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Ports a URL may name besides 80 and 443; tests add their local servers'. */
  extraPorts?: readonly number[];
}

export type ImageRefusal =
  | 'invalid_url'
  | 'host_not_allowed'
  | 'port_not_allowed'
  | 'address_refused'
  | 'too_many_redirects'
  | 'upstream_status'
  | 'not_an_image'
  | 'too_large'
  | 'timeout'
  | 'network'
  /** The proxy is already fetching as many pictures as it may at once. */
  | 'busy';

export type ImageFetchResult =
  | { ok: true; contentType: string; body: Buffer }
  | { ok: false; refusal: ImageRefusal; detail?: string };

/** Raster formats only: an SVG may carry script, and it would run on our origin. */
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

class Refused extends Error {
  constructor(
    readonly refusal: ImageRefusal,
    detail?: string,
  ) {
    super(detail ?? refusal);
  }
}

/**
 * Every hop (the URL and each redirect) is checked before any connection: http(s) without
 * credentials, an allowed host, a standard port, and a public address that is then the one
 * connected to. The body must be a raster image by its header and by its first bytes, and is
 * cut off as soon as it passes the size cap. One deadline covers every hop and the body.
 */
export async function fetchImage(rawUrl: string, policy: ImageFetchPolicy): Promise<ImageFetchResult> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let url = checkedUrl(rawUrl, policy);
    for (let hop = 0; ; hop++) {
      const response = await get(url, await resolveChecked(url, policy), controller.signal);
      const location = response.headers.location;
      if (isRedirect(response.statusCode) && location !== undefined) {
        response.destroy();
        if (hop >= (policy.maxRedirects ?? IMAGE_MAX_REDIRECTS)) throw new Refused('too_many_redirects');
        url = checkedUrl(new URL(location, url).href, policy);
        continue;
      }
      return { ok: true, ...(await readImage(response, policy.maxBytes ?? IMAGE_MAX_BYTES)) };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, detail: error.message };
    if (controller.signal.aborted) return { ok: false, refusal: 'timeout' };
    return { ok: false, refusal: 'network', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(deadline);
  }
}

function checkedUrl(rawUrl: string, policy: ImageFetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Refused('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('invalid_url', url.protocol);
  if (url.username !== '' || url.password !== '') throw new Refused('invalid_url', 'credenciais na URL');
  if (!policy.isAllowedHost(url.hostname)) throw new Refused('host_not_allowed', url.hostname);
  // url.port is '' for the scheme's default port.
  if (url.port !== '' && !(policy.extraPorts ?? []).includes(Number(url.port))) {
    throw new Refused('port_not_allowed', url.port);
  }
  return url;
}

async function resolveChecked(url: URL, policy: ImageFetchPolicy): Promise<string> {
  try {
    return await policy.resolve(url.hostname);
  } catch (error) {
    if (error instanceof AddressRefusedError) throw new Refused('address_refused', error.message);
    throw error;
  }
}

/** Connects to the checked address itself; the Host header and TLS name stay the URL's. */
function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      {
        host: address,
        port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: [...RASTER_TYPES].join(','), 'user-agent': 'FunilImageProxy/1.0' },
        ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function isRedirect(status: number | undefined): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function readImage(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ contentType: string; body: Buffer }> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new Refused('upstream_status', String(status));
  }
  const declared = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!RASTER_TYPES.has(declared)) {
    response.destroy();
    throw new Refused('not_an_image', declared || 'sem content-type');
  }
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length > maxBytes) {
    response.destroy();
    throw new Refused('too_large', String(length));
  }

  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new Refused('too_large', `>${maxBytes}`);
    }
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const sniffed = sniffRasterType(body);
  if (sniffed === undefined) throw new Refused('not_an_image', 'conteúdo não é imagem');
  return { contentType: sniffed, body };
}

/** The real type by the file's signature, so a mislabelled HTML page is never served as an image. */
export function sniffRasterType(body: Buffer): string | undefined {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1');
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return undefined;
}
