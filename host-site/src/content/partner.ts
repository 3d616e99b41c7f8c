// The partner landing's copy and its look-up of the partner (GET /api/partners/{code}). Dates and
// prices come from the launch settings (immersion.ts), so nothing here repeats them; the headline and
// the intro are launch texts (pages.partnerHeadline, pages.partnerIntro).
import type { PublicPartner } from '@funil/core/partner';
import { isPartnerCode } from '@funil/core/partner';
import { ApiError, requestJson } from '../lib/http.ts';
import type { ImmersionContent } from './immersion.ts';

export type PartnerLookup =
  | { status: 'found'; partner: PublicPartner }
  | { status: 'not_found' }
  | { status: 'error' };

/** An active partner, 'not_found' for unknown or inactive codes, 'error' when the server cannot say. */
export async function fetchPartner(
  code: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PartnerLookup> {
  if (!isPartnerCode(code)) return { status: 'not_found' };
  try {
    const body = await requestJson<Partial<PublicPartner> | null>(
      `/api/partners/${encodeURIComponent(code)}`,
      { signal, fetch: fetchImpl },
    );
    if (typeof body?.name !== 'string' || body.name.trim() === '' || typeof body.code !== 'string')
      return { status: 'error' };
    return { status: 'found', partner: { code: body.code, name: body.name.trim() } };
  } catch (error) {
    if (signal?.aborted) throw error;
    return error instanceof ApiError && error.status === 404 ? { status: 'not_found' } : { status: 'error' };
  }
}

export const partnerCopyOf = (immersion: ImmersionContent) =>
  ({
    callTitle: 'Call gratuita no Zoom',
    callAgenda: [
      'Onde a IA já economiza horas em atendimento, conteúdo e vendas de pequenos negócios.',
      'Uma automação montada do zero, ao vivo, sem programar.',
      'Tempo para perguntas no final.',
    ],
    callBonus:
      'Ao se cadastrar, informe seu Instagram: você recebe um diagnóstico do perfil com dicas para crescer, calculadas a partir dos seus números.',
    cta: 'Quero minha vaga na call gratuita',
    immersionTitle: immersion.title,
    immersionText: `Um dia inteiro, ${immersion.location.toLowerCase()} e ao vivo, ${immersion.hours}, colocando a IA para trabalhar de verdade em negócios como o seu. ${
      immersion.onSale
        ? 'As inscrições desta turma estão abertas: quem se cadastra por este convite recebe no WhatsApp como garantir a vaga.'
        : 'As vagas desta turma se esgotaram: quem se cadastra por este convite entra na lista de espera e é avisado primeiro da próxima.'
    }`,
    confirmation: (firstName: string) =>
      `Pronto, ${firstName}! Sua vaga na call de ${immersion.freeCall} está garantida. Fique de olho no seu WhatsApp: o link da sala chega por lá.`,
    notFoundTitle: 'Este convite não está mais ativo',
    notFoundText:
      'Não encontramos um parceiro ativo com este link. Ele pode ter sido copiado pela metade, ou a parceria que o criou já terminou.',
    notFoundNext: immersion.onSale
      ? `Você ainda pode participar: cadastre-se pela nossa página principal e garanta seu lugar na call gratuita de ${immersion.freeCall}.`
      : `Você ainda pode participar: entre na lista de espera da ${immersion.title} pela nossa página principal e garanta seu lugar na call gratuita de ${immersion.freeCall}.`,
    errorTitle: 'Não conseguimos abrir este convite agora',
    errorText: 'Algo falhou ao carregar o convite. Verifique sua conexão e tente de novo em instantes.',
  }) as const;
