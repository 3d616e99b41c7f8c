// '/diagnostico-simples/{leadId}': the short version of the diagnosis, outside the site layout.
import { useParams } from 'react-router';
import { InstagramDiagnosisView } from '../components/instagram-diagnosis-view.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useDiagnosis } from '../lib/diagnosis-loader.ts';

export default function SimpleDiagnosisPage() {
  const { leadId } = useParams();
  const { state, retry } = useDiagnosis(leadId);
  return (
    <>
      <PageMeta
        title="Resumo do seu Instagram"
        description="Um resumo rápido do seu Instagram com os ajustes mais importantes para crescer, a partir dos números do seu perfil."
        noindex
      />
      <InstagramDiagnosisView state={state} variant="simple" onRetry={retry} />
    </>
  );
}
