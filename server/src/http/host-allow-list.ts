// Which hostnames the image proxy may fetch from: Instagram and Facebook picture CDNs by default.

export const DEFAULT_IMAGE_HOSTS = ['*.cdninstagram.com', '*.fbcdn.net'] as const;

/**
 * Patterns are exact names, '*.domain' for any subdomain of domain (not domain itself), or
 * '*' for any host (tests only: the address check still applies).
 */
export function hostAllowList(patterns: readonly string[]): (hostname: string) => boolean {
  const normalised = patterns
    .map((pattern) => pattern.trim().toLowerCase())
    .filter((pattern) => pattern !== '');
  return (hostname) => {
    // 'cdn.example.' and 'cdn.example' are the same DNS name.
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return normalised.some((pattern) => {
      if (pattern === '*') return true;
      if (pattern.startsWith('*.'))
        return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
      return host === pattern;
    });
  };
}
