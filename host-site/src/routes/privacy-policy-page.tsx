// '/politica-de-privacidade'.
import { LegalPage } from '../components/legal-page.tsx';
import { privacyPolicy } from '../content/legal/privacy-policy.ts';

export default function PrivacyPolicyPage() {
  return <LegalPage text={privacyPolicy} />;
}
