// Where the widgets run: on Funil's own site (the spec's storage keys and route rules apply) or as
// the embed on a partner's page (namespaced storage; the partner decides where popups may open).
// The loader decides once per page. Each chunk bundles its own copy of this module, so the answer
// lives on a page-wide symbol that every copy reads.

const PARTNER_PAGE = Symbol.for('funil.partnerPage');

type PageGlobal = typeof globalThis & { [PARTNER_PAGE]?: boolean };

/** Called by the loader when the page is not on the Funil server's own origin. */
export function markPartnerPage(): void {
  (globalThis as PageGlobal)[PARTNER_PAGE] = true;
}

/** True on a partner's page; false on Funil's own site and wherever the loader did not run. */
export function isPartnerPage(): boolean {
  return (globalThis as PageGlobal)[PARTNER_PAGE] === true;
}
