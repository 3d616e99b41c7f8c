// '/politica-de-privacidade': the data-protection mailbox is the launch settings'.
import { LegalPage } from '../components/legal-page.tsx';
import { privacyEmailOf } from '../content/company.ts';
import { privacyPolicyOf } from '../content/legal/privacy-policy.ts';
import { useLaunch } from '../lib/launch.ts';

export default function PrivacyPolicyPage() {
  return <LegalPage text={privacyPolicyOf(privacyEmailOf(useLaunch().settings))} />;
}
