// '/diagnostico/{leadId}' (the full Instagram diagnosis) and '/diagnostico-simples/{leadId}' (its
// short summary), both outside the site layout (spec §2).
import { useParams } from 'react-router';
import { type DiagnosisVariant, InstagramDiagnosisView } from '../components/instagram-diagnosis-view.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { useDiagnosis } from '../lib/diagnosis-loader.ts';
import { useLaunch } from '../lib/launch.ts';

const META: Record<DiagnosisVariant, { title: string; description: string }> = {
  full: {
    title: 'Diagnóstico do seu Instagram',
    description:
      'Dicas de crescimento para o seu Instagram, calculadas a partir dos números do seu perfil: seguidores, publicações e bio.',
  },
  simple: {
    title: 'Resumo do seu Instagram',
    description:
      'Um resumo rápido do seu Instagram com os ajustes mais importantes para crescer, a partir dos números do seu perfil.',
  },
};

export default function DiagnosisPage({ variant }: { variant: DiagnosisVariant }) {
  const { leadId } = useParams();
  const { state, retry } = useDiagnosis(leadId);
  const { settings, copy } = useLaunch();
  const launch = {
    freeCall: copy.freeCall.when,
    teamWhatsapp: settings.contacts.teamWhatsapp,
    callGroupUrl: settings.contacts.callGroupUrl,
  };
  return (
    <>
      <PageMeta {...META[variant]} noindex />
      <InstagramDiagnosisView state={state} variant={variant} launch={launch} onRetry={retry} />
    </>
  );
}
