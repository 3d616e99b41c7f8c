// '/diagnostico/{leadId}': the full Instagram diagnosis, outside the site layout (spec §2).
import { useParams } from 'react-router';
import { InstagramDiagnosisView } from '../components/instagram-diagnosis-view.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useDiagnosis } from '../lib/diagnosis-loader.ts';

export default function DiagnosisPage() {
  const { leadId } = useParams();
  const { state, retry } = useDiagnosis(leadId);
  return (
    <>
      <PageMeta
        title="Diagnóstico do seu Instagram"
        description="Dicas de crescimento para o seu Instagram, calculadas a partir dos números do seu perfil: seguidores, publicações e bio."
        noindex
      />
      <InstagramDiagnosisView state={state} variant="full" onRetry={retry} />
    </>
  );
}
