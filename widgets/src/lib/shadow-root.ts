// Attaches (or reuses) an open shadow root holding the widget CSS and one mount point.

export interface ShadowMountOptions {
  css: string;
  /** CSP nonce for the injected `<style>`, so pages with a strict style-src still style us. */
  nonce?: string | undefined;
}

const MOUNT_ATTRIBUTE = 'data-funil-mount';

/** Returns the element to render into; calling it again on the same host is harmless. */
export function mountShadow(host: HTMLElement, { css, nonce }: ShadowMountOptions): HTMLElement {
  // A second call (script loaded twice, React StrictMode re-running refs) must not attachShadow again.
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let style = root.querySelector('style');
  if (!style) {
    style = document.createElement('style');
    root.prepend(style);
  }
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  let mount = root.querySelector<HTMLElement>(`[${MOUNT_ATTRIBUTE}]`);
  if (!mount) {
    mount = document.createElement('div');
    mount.setAttribute(MOUNT_ATTRIBUTE, '');
    mount.className = 'funil-root';
    root.append(mount);
  }
  return mount;
}

/** Rewrites a library stylesheet's `:root` variables onto the shadow host, where they apply. */
export function scopeToShadow(css: string): string {
  return css.replace(/:root\b/g, ':host');
}
