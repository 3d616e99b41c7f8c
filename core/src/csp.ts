// The placeholder the built site carries where each response's CSP nonce goes (Vite's html.cspNonce).

/** Base64-safe and unlike anything else in index.html: the server replaces every occurrence. */
export const CSP_NONCE_PLACEHOLDER = 'FUNIL_CSP_NONCE';
