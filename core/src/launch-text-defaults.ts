// The template's words: what every page and widget says until staff write their own for a launch
// (issue 29, "copy as data"). The one source of these words, zod-free: the pages' groups here, each
// widget's in a module of its own (lead-modal-texts.ts…) so a widget's chunk carries only its own.
// Placeholders ({programa}, {data_call}…) are the launch's values, which the server puts in
// (launch-text-values.ts); the format is rich-text.ts's.

import { EXIT_POPUP_TEXTS } from './exit-popup-texts.ts';
import { resolveTextGroup } from './launch-text-group.ts';
import { LEAD_MODAL_TEXTS } from './lead-modal-texts.ts';
import { PAYMENT_TEXTS } from './payment-texts.ts';
import { REMINDER_TEXTS } from './reminder-texts.ts';

export { EXIT_POPUP_TEXTS } from './exit-popup-texts.ts';
export { resolveTextGroup } from './launch-text-group.ts';
export { LEAD_MODAL_TEXTS } from './lead-modal-texts.ts';
export { PAYMENT_TEXTS } from './payment-texts.ts';

// Pure: a bundle that shows none of a group's texts drops their words.
/* @__NO_SIDE_EFFECTS__ */
function lines(...items: string[]): string {
  return items.join('\n');
}
/* @__NO_SIDE_EFFECTS__ */
function blocks(...items: [title: string, text: string][]): string {
  return items.map(([title, text]) => `${title}\n${text}`).join('\n\n');
}

/** '/' in each phase of the launch, and '/vagas-esgotadas'. */
export const HOME_TEXTS = {
  capturingHeadline: '{call}',
  capturingLead:
    'No dia {data_call} (horário de Brasília) vamos mostrar, ao vivo no Zoom, como automatizar um negócio com inteligência artificial: o que dá para entregar à IA já nesta semana e por onde começar.',
  capturingSignUpTitle: 'Garanta sua vaga',
  capturingSignUpText:
    'É de graça: deixe seu nome e seu WhatsApp e o link da sala chega por lá no dia da call.',
  capturingCta: 'Quero minha vaga na call gratuita',
  callAgendaTitle: 'O que você vai ver',
  callAgenda: lines(
    'Onde a IA já economiza horas em atendimento, conteúdo e vendas de pequenos negócios.',
    'Uma automação montada do zero, ao vivo, sem programar.',
    'Os cuidados para usar IA com os dados dos seus clientes.',
    'Tempo para perguntas no final.',
  ),
  sellingHeadline: 'Inscrições abertas para o {programa}',
  sellingCta: 'Ver as condições',
  soldOutHeadline: 'Vagas esgotadas',
  soldOutLead:
    'Todas as vagas da {imersao} foram preenchidas. Foi um dia inteiro, {local} e ao vivo, {horario_imersao}, colocando a inteligência artificial para trabalhar de verdade em negócios como o seu.',
  soldOutWaitlistTitle: 'Quer a próxima turma?',
  soldOutWaitlistText:
    'Entre na lista de espera: você é avisado no WhatsApp antes de todo mundo quando abrirmos novas vagas, e já garante seu lugar na call gratuita no Zoom em {data_call}.',
  waitlistHeadline: 'Lista de espera',
  waitlistLead:
    'A {imersao} é um dia inteiro, {local} e ao vivo, {horario_imersao}, colocando a inteligência artificial para trabalhar de verdade em negócios como o seu.',
  waitlistTitle: 'Quer garantir sua vaga?',
  waitlistText:
    'Entre na lista de espera: a equipe chama você no WhatsApp para garantir sua vaga, e você já garante seu lugar na call gratuita no Zoom em {data_call}.',
  waitlistCta: 'Entrar na lista de espera',
};

/** '/ianapratica', whose lists and pricing section other pages show too. */
export const PROGRAM_TEXTS = {
  headline: 'Coloque a IA para trabalhar por você',
  headlineWithName: '{nome}, coloque a IA para trabalhar por você',
  cta: 'Quero entrar no {programa}',
  outcomesTitle: 'O que você vai aprender',
  outcomes: lines(
    'Escrever pedidos (prompts) que geram respostas úteis de primeira, com contexto, exemplos e formato.',
    'Montar um assistente que responde dúvidas dos seus clientes no WhatsApp com as informações do seu negócio.',
    'Produzir uma semana de conteúdo para o Instagram em uma tarde: ideias, roteiros, legendas e imagens.',
    'Automatizar tarefas repetidas, como cadastro de contatos, follow-up e relatórios, ligando ferramentas sem programar.',
    'Analisar planilhas e números de vendas fazendo perguntas em português.',
    'Sair com um plano de implantação de 30 dias para o seu negócio, com prioridades e cuidados de privacidade.',
  ),
  forWhomTitle: 'Para quem é',
  forWhom: lines(
    'Donos de pequenos e médios negócios que fazem tudo sozinhos e precisam ganhar tempo.',
    'Prestadores de serviço e profissionais liberais que atendem e vendem pelo WhatsApp e pelo Instagram.',
    'Equipes de marketing e vendas que querem produzir mais sem aumentar o time.',
    'Quem já testou o ChatGPT, achou interessante, mas ainda não sabe aplicar no dia a dia.',
  ),
  notForWhomTitle: 'Para quem não é',
  notForWhom: lines(
    'Quem procura fórmula de dinheiro fácil: IA acelera trabalho, não substitui um negócio.',
    'Quem quer se tornar programador ou cientista de dados: aqui o foco é aplicação, não código.',
  ),
  modulesTitle: 'Os módulos',
  modules: blocks(
    [
      'Fundamentos sem mistério',
      'Como os modelos de linguagem funcionam, o que fazem bem, onde erram e como conferir as respostas.',
    ],
    [
      'Prompts que funcionam',
      'A estrutura de um bom pedido: papel, contexto, exemplos e formato, com modelos prontos para adaptar.',
    ],
    [
      'Conteúdo e marketing',
      'Calendário de posts, roteiros de vídeos curtos, legendas, imagens e anúncios com a voz da sua marca.',
    ],
    [
      'Atendimento e vendas no WhatsApp',
      'Respostas para as perguntas frequentes, qualificação de contatos e mensagens de acompanhamento.',
    ],
    [
      'Automações sem código',
      'Ligar formulário, planilha, agenda e WhatsApp para que as tarefas repetidas aconteçam sozinhas.',
    ],
    [
      'Assistentes personalizados',
      'Assistentes treinados com os documentos do seu negócio para atendimento, propostas e processos internos.',
    ],
    [
      'Dados e decisões',
      'Perguntas em português para planilhas de vendas, custos e campanhas, e relatórios que se atualizam.',
    ],
    [
      'Plano de implantação',
      'Prioridades para os próximos 30 dias, cuidados com a LGPD e como medir o tempo e o dinheiro economizados.',
    ],
  ),
  pricingTitle: 'Investimento',
  pricingIntro: 'Acesso completo ao {programa}. Escolha como prefere pagar:',
  pricingCta: 'Quero garantir minha vaga',
  pricingNote: 'Pagamento processado com segurança. Você tem 7 dias para desistir com reembolso integral.',
};

/** The other content pages, each named by its route in the field's key. */
export const PAGE_TEXTS = {
  directHeadline: '{programa}',
  directModulesTitle: 'Você vai dominar',
  remarketingHeadline: 'Ainda pensando no {programa}?',
  remarketingLead:
    'Você já conheceu o programa. Antes de deixar para depois, veja por que começar agora costuma sair mais barato do que esperar.',
  remarketingReasonsTitle: 'Três motivos para não esperar',
  remarketingReasons: blocks(
    [
      'Cada semana sem IA é trabalho repetido feito à mão',
      'As mensagens, os posts e os relatórios desta semana vão ser feitos de qualquer jeito. A diferença é quem faz: você ou uma automação.',
    ],
    [
      'As ferramentas já estão ao seu alcance',
      'Nada de sistemas caros ou programação: o programa usa ferramentas de uso comum, a maioria com plano gratuito.',
    ],
    [
      'O risco é nosso',
      'Você tem 7 dias para desistir e receber o valor integral de volta, sem precisar explicar o motivo.',
    ],
  ),
  remarketingPricingTitle: 'Condições para entrar hoje',
  proposalHeadline: 'Nossa proposta: {programa}',
  proposalHeadlineWithName: '{nome}, esta é a nossa proposta',
  proposalLead:
    'Na call você viu o que a inteligência artificial já faz em negócios como o seu. O {programa} é o caminho para fazer o mesmo no seu, passo a passo, com exemplos que você aplica na mesma semana.',
  proposalIncludedTitle: 'O que está incluído',
  proposalTermsTitle: 'Condições',
  proposalTerms:
    '**{preco_pix}** à vista no PIX, ou **{parcelas}** no cartão de crédito (total de {total_cartao}). Você tem 7 dias para desistir com reembolso integral.',
  mentoringHeadline: 'Implante a IA no seu negócio com mentoria',
  mentoringHeadlineWithName: '{nome}, implante a IA no seu negócio com mentoria',
  mentoringLead:
    'Para quem quer ir além das aulas: encontros com a equipe para escolher as automações certas para o seu negócio, montar cada uma e medir o tempo que elas devolvem para você.',
  mentoringCta: 'Quero me inscrever na mentoria',
  mentoringStepsTitle: 'Como funciona',
  mentoringSteps: lines(
    'Você se inscreve aqui com seu nome e seu WhatsApp.',
    'A equipe chama você no WhatsApp para uma conversa de diagnóstico sobre o seu negócio.',
    'Se fizer sentido para os dois lados, apresentamos o formato, a agenda e o investimento da mentoria.',
  ),
  mentoringFitTitle: 'A mentoria é para você se',
  mentoringFit: lines(
    'Você já usa IA de vez em quando, mas quer que ela faça parte da rotina do negócio.',
    'Você tem tarefas repetidas em atendimento, vendas ou conteúdo e não sabe por qual começar.',
    'Você prefere decidir com alguém olhando o seu caso, e não apenas assistindo a aulas.',
  ),
  waitingRoomHeadline: 'Sua vaga na call está garantida',
  waitingRoomHeadlineWithName: '{nome}, sua vaga na call está garantida',
  waitingRoomLead:
    'No dia {data_call} (horário de Brasília) vamos mostrar, ao vivo no Zoom, como automatizar um negócio com inteligência artificial: o que dá para entregar à IA já nesta semana e por onde começar.',
  adviceHeadline: 'Antes de começar com IA no seu negócio, leia isto',
  adviceLead:
    'Cinco conselhos que repetimos para todo empreendedor que nos pergunta por onde começar. Nenhum depende de ferramenta paga.',
  advice: blocks(
    [
      'Comece pela tarefa, não pela ferramenta',
      'Liste o que você repete toda semana: responder as mesmas perguntas, escrever posts, montar orçamentos. A ferramenta certa aparece depois.',
    ],
    [
      'Dê contexto como daria a um funcionário novo',
      'Quem é seu cliente, qual o tom da sua marca, um exemplo do resultado que você quer. Sem isso, qualquer IA responde genérico.',
    ],
    [
      'Revise antes de publicar ou enviar',
      'A IA erra com segurança. Use-a para o primeiro rascunho e para ganhar tempo, e mantenha a decisão final com você.',
    ],
    [
      'Proteja os dados dos seus clientes',
      'Não cole dados pessoais ou sensíveis em ferramentas públicas. A LGPD vale também quando quem processa é uma IA.',
    ],
    [
      'Meça o tempo economizado',
      'Anote quanto tempo uma tarefa levava e quanto leva agora. É esse número que diz onde investir a próxima hora.',
    ],
  ),
  materialHeadline: 'Ferramentas e guias para colocar a IA em prática',
  materialLead:
    'As ferramentas que aparecem nas nossas aulas e os guias oficiais para se aprofundar. Todos os links levam ao site de quem faz a ferramenta; comece pelos planos gratuitos.',
  mentoringThanksHeadline: 'Inscrição na mentoria recebida!',
  mentoringThanksLead:
    'Obrigado por se inscrever. Nossa equipe vai chamar você no WhatsApp para marcar a conversa de diagnóstico.',
  partnerHeadline: '{parceiro} convidou você para a call gratuita de IA',
  partnerIntro:
    'Você chegou aqui por indicação de {parceiro}. Quem vem por esse convite tem lugar na nossa call gratuita no Zoom, em {data_call} (horário de Brasília), sobre como automatizar um negócio com inteligência artificial.',
};

/** The thank-you page of a paid purchase; {programa} is the product bought. */
export const THANK_YOU_TEXTS = {
  paidTitle: 'Parabéns pela sua compra!',
  paidApproved: 'Seu pagamento do programa {programa} foi aprovado. Sua vaga está garantida.',
  nextStepsTitle: 'Próximos passos',
  accessWhatsapp:
    'Os dados de acesso ao programa {programa} chegam pelo WhatsApp que você informou. Fique de olho nas mensagens da nossa equipe.',
  accessEmail:
    'Os dados de acesso ao programa {programa} chegam no e-mail que você informou no pagamento. Fique de olho na sua caixa de entrada e, se não encontrar, confira o spam.',
  accessTeam:
    'Para receber os dados de acesso ao programa {programa}, fale com a nossa equipe: confirmamos a sua compra e enviamos tudo por lá.',
  groupWithLink:
    'Entre no grupo exclusivo dos compradores no WhatsApp: é por lá que enviamos os avisos e os materiais.',
  groupLink: 'Entrar no grupo dos compradores',
  groupWithoutLink:
    'Você será adicionado ao nosso grupo exclusivo no WhatsApp, onde enviamos os avisos e os materiais.',
};

/** The program's questions and answers: the first line of each is the question. */
export const FAQ_TEXTS = {
  title: 'Perguntas frequentes',
  items: blocks(
    [
      'Preciso saber programar?',
      'Não. Tudo é feito com ferramentas de uso comum, configuradas pela tela. Se você usa WhatsApp e planilhas, consegue acompanhar.',
    ],
    [
      'Serve para o meu tipo de negócio?',
      'Os exemplos cobrem comércio, serviços, saúde, educação e negócios digitais. O método é o mesmo: encontrar as tarefas que se repetem e entregar essas tarefas à IA com supervisão.',
    ],
    [
      'Quais são as formas de pagamento?',
      '{preco_pix} à vista no PIX ou em {parcelas} no cartão de crédito (total de {total_cartao}).',
    ],
    [
      'Como recebo o acesso?',
      'Assim que o pagamento é aprovado, você recebe a confirmação e os dados de acesso pelo WhatsApp que informou no cadastro.',
    ],
    [
      'Vou precisar pagar pelas ferramentas?',
      'Dá para começar com os planos gratuitos das ferramentas usadas nas aulas. Planos pagos só fazem sentido quando o uso cresce, e você decide se e quando assinar.',
    ],
    [
      'E se eu me arrepender?',
      'Você pode desistir em até 7 dias a contar da compra e recebe de volta o valor integral, como garante o Código de Defesa do Consumidor. Os detalhes estão nos Termos de Uso.',
    ],
  ),
};

/** An event's tickets on its page (issue 29): no spec words, so Funil's own. */
const TICKET_TEXTS = {
  buyTitle: 'Garanta seu ingresso',
  buy: 'Comprar ingresso',
  soldOutTitle: 'Ingressos esgotados',
  soldOutText:
    'Todas as vagas da {evento} foram vendidas. Entre na lista de espera: se uma vaga abrir, a equipe chama você no WhatsApp.',
  join: 'Entrar na lista de espera',
};

export const DEFAULT_LAUNCH_TEXTS = {
  home: HOME_TEXTS,
  program: PROGRAM_TEXTS,
  pages: PAGE_TEXTS,
  leadModal: LEAD_MODAL_TEXTS,
  exitPopup: EXIT_POPUP_TEXTS,
  payment: PAYMENT_TEXTS,
  thankYou: THANK_YOU_TEXTS,
  faq: FAQ_TEXTS,
  tickets: TICKET_TEXTS,
  whatsapp: REMINDER_TEXTS,
};

export type LaunchTextGroup = keyof typeof DEFAULT_LAUNCH_TEXTS;

/** Every text, resolved: the launch's own words where staff wrote some, the template's elsewhere. */
export type LaunchTexts = {
  [Group in LaunchTextGroup]: { [Field in keyof (typeof DEFAULT_LAUNCH_TEXTS)[Group]]: string };
};

/** The texts as a launch stores them: null (or left out) means "the template's words". */
export type SavedLaunchTexts = {
  [Group in LaunchTextGroup]: { [Field in keyof LaunchTexts[Group]]: string | null };
};

/**
 * Every text resolved; tolerant of a document saved before a text existed (or any part left out),
 * which reads as the template's words.
 */
export function resolveLaunchTexts(
  saved?: { readonly [Group in LaunchTextGroup]?: Partial<SavedLaunchTexts[Group]> | null } | null,
): LaunchTexts {
  return {
    home: resolveTextGroup(HOME_TEXTS, saved?.home),
    program: resolveTextGroup(PROGRAM_TEXTS, saved?.program),
    pages: resolveTextGroup(PAGE_TEXTS, saved?.pages),
    leadModal: resolveTextGroup(LEAD_MODAL_TEXTS, saved?.leadModal),
    exitPopup: resolveTextGroup(EXIT_POPUP_TEXTS, saved?.exitPopup),
    payment: resolveTextGroup(PAYMENT_TEXTS, saved?.payment),
    thankYou: resolveTextGroup(THANK_YOU_TEXTS, saved?.thankYou),
    faq: resolveTextGroup(FAQ_TEXTS, saved?.faq),
    tickets: resolveTextGroup(TICKET_TEXTS, saved?.tickets),
    whatsapp: resolveTextGroup(REMINDER_TEXTS, saved?.whatsapp),
  };
}
