// '/termos-de-uso'.
import { LegalPage } from '../components/legal-page.tsx';
import { termsOfUse } from '../content/legal/terms-of-use.ts';

export default function TermsOfUsePage() {
  return <LegalPage text={termsOfUse} />;
}
