// The build-time settings the site reads (README: configuration).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_DOCUMENT?: string;
  readonly VITE_PRIVACY_EMAIL?: string;
  /** The team's WhatsApp, country code first ('5511987654321'); the /whats action and help links use it. */
  readonly VITE_WHATSAPP_NUMBER?: string;
  /** The external checkout the exit popup's CTA opens; the program's pricing section by default. */
  readonly VITE_EXIT_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
