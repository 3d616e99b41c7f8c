// The build-time settings the site reads (README: configuration).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_DOCUMENT?: string;
  /** The external checkout the exit popup's CTA opens; the program's pricing section by default. */
  readonly VITE_EXIT_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
