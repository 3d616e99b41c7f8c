// Versions of the legal texts: a consent record names the version the visitor was shown.

export const PRIVACY_POLICY_VERSION = '2026-11-28';
export const TERMS_OF_USE_VERSION = '2026-11-21';
