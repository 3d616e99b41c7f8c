// For unit tests: this test's page as a partner's (the loader's mark) or as Funil's own site again.
import { markPartnerPage } from '@funil/widgets/lib/embed-context';

export function actAsPartnerPage(): void {
  markPartnerPage();
}

/** The mark lives on a page-wide symbol (embed-context.ts); a test page starts without it. */
export function actAsOwnSite(): void {
  Reflect.deleteProperty(globalThis, Symbol.for('funil.partnerPage'));
}
