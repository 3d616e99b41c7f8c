// Attaches (or reuses) an open shadow root holding the widget CSS and one mount point.

export interface ShadowMountOptions {
  css: string;
  /**
   * CSP nonce for a `<style>` element, used only where constructable stylesheets are missing
   * (Safari before 16.4): elsewhere the CSS is an adopted stylesheet, which style-src does not govern.
   */
  nonce?: string | undefined;
}

const MOUNT_ATTRIBUTE = 'data-funil-mount';

/**
 * The page may hide an element: `hidden`, or display:none in its style attribute. The widget's
 * own `:host { display: ... !important }`, which keeps hostile page rules from hiding it, would
 * otherwise win over both.
 */
export const PAGE_HIDDEN_HOST_CSS =
  ':host([hidden]),:host([style*="display:none" i]),:host([style*="display: none" i]){display:none!important}';

/** Returns the element to render into; calling it again on the same host is harmless. */
export function mountShadow(host: HTMLElement, { css, nonce }: ShadowMountOptions): HTMLElement {
  // A second call (script loaded twice, React StrictMode re-running refs) must not attachShadow again.
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (canAdoptStyleSheets(root)) {
    // The whole list is ours: assigning it again replaces, never duplicates.
    root.adoptedStyleSheets = [sheetFor(css)];
  } else {
    // A fresh element each time: a connected <style> is not checked again when its nonce changes.
    const style = styleElement(css, nonce);
    const existing = root.querySelector('style');
    if (existing) existing.replaceWith(style);
    else root.prepend(style);
  }
  let mount = root.querySelector<HTMLElement>(`[${MOUNT_ATTRIBUTE}]`);
  if (!mount) {
    mount = document.createElement('div');
    mount.setAttribute(MOUNT_ATTRIBUTE, '');
    mount.className = 'funil-root';
    root.append(mount);
  }
  return mount;
}

/**
 * Nonce and text are set before the element is connected: the policy checks a <style> as it enters
 * the tree, so an empty or nonce-less one would be reported (and blocked) first.
 */
function styleElement(css: string, nonce: string | undefined): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  return style;
}

function canAdoptStyleSheets(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function';
}

/** One parsed sheet per widget CSS, shared by every instance of that widget on the page. */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Rewrites a library stylesheet's `:root` variables onto the shadow host, where they apply. */
export function scopeToShadow(css: string): string {
  return css.replace(/:root\b/g, ':host');
}
