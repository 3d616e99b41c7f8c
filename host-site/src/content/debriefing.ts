// What the debriefing pages recap, per event slug (spec §2: '/debriefing/{leadId}', whose last
// segment is also called the event slug). Events come from core, their dates from the launch
// settings (useLaunch's copy); an event missing here has no debriefing page.
import type { LaunchCopy } from '@funil/core/launch-copy';
import { isLeadId } from '@funil/core/lead-id';
import { IMMERSION } from '@funil/core/offers';

export interface EventDebriefing {
  title: string;
  date: string;
  recap: string[];
  homework: string[];
}

const immersionDebriefing = (copy: LaunchCopy): EventDebriefing => ({
  title: IMMERSION.title,
  date: copy.immersion.date,
  recap: [
    'Como os modelos de linguagem funcionam e por que a resposta depende tanto do pedido.',
    'A estrutura de um bom prompt: papel, contexto, exemplos e formato da resposta.',
    'Conteúdo para o Instagram com a voz da sua marca, do roteiro à legenda.',
    'Respostas prontas e qualificação de contatos no WhatsApp.',
    'Uma automação sem código ligando formulário, planilha e mensagem.',
    'Os cuidados com dados de clientes e o que nunca colar numa ferramenta pública.',
  ],
  homework: [
    'Escolha uma tarefa que você repete toda semana e escreva o prompt dela com a estrutura da imersão.',
    'Use esse prompt por cinco dias seguidos e anote quanto tempo ele economizou.',
    'Monte a automação mais simples que vimos com os seus próprios dados e teste com um contato real.',
  ],
});

const debriefings: Record<string, (copy: LaunchCopy) => EventDebriefing> = {
  [IMMERSION.slug]: immersionDebriefing,
};

/** The debriefing of an event; '/debriefing' alone is the immersion's. */
export function debriefingFor(slug: string | undefined, copy: LaunchCopy): EventDebriefing | undefined {
  if (slug === undefined) return immersionDebriefing(copy);
  const key = slug.toLowerCase();
  return Object.hasOwn(debriefings, key) ? debriefings[key]?.(copy) : undefined;
}

/**
 * What '/debriefing/{segment}' shows: an event's slug gives that event's recap; a lead's id gives
 * the immersion's, for that lead to be greeted; anything else has no page.
 */
export function debriefingRoute(
  segment: string | undefined,
  copy: LaunchCopy,
): { debriefing: EventDebriefing; leadId: string | null } | undefined {
  if (segment !== undefined && isLeadId(segment))
    return { debriefing: immersionDebriefing(copy), leadId: segment };
  const debriefing = debriefingFor(segment, copy);
  return debriefing ? { debriefing, leadId: null } : undefined;
}
