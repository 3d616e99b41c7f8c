// '/termos-de-uso': prices and the support mailbox are the launch settings'.
import { LegalPage } from '../components/legal-page.tsx';
import { supportEmailOf } from '../content/company.ts';
import { termsOfUseOf } from '../content/legal/terms-of-use.ts';
import { useLaunch } from '../lib/launch.ts';

export default function TermsOfUsePage() {
  const { settings, copy } = useLaunch();
  return <LegalPage text={termsOfUseOf(copy, supportEmailOf(settings))} />;
}
