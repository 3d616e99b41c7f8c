// The 'IA NA PRÁTICA' program as the pages sell it: its name and promise are fixed, its prices are
// the launch settings' (useLaunch's copy), so a price staff change shows on every page at once.
import type { LaunchCopy } from '@funil/core/launch-copy';
import { PROGRAM } from '@funil/core/offers';

export const PRICING_SECTION_ID = 'investimento';

export const program = {
  name: PROGRAM.name,
  promise:
    'Aprenda a colocar a inteligência artificial para trabalhar no seu negócio: atendimento, conteúdo, vendas e rotinas, com ferramentas que você já pode usar hoje.',
  /** Where a page sends someone ready to buy; '/ianapratica/{leadId}' keeps them known. */
  pricingPath: (leadId?: string | null) =>
    `${leadId ? `/ianapratica/${encodeURIComponent(leadId)}` : '/ianapratica'}#${PRICING_SECTION_ID}`,
};

export interface ProgramPrices {
  /** 'R$ 1.797,00' */
  pixPrice: string;
  /** '12x de R$ 173,36' */
  installments: string;
  /** 'R$ 2.080,32' */
  cardTotal: string;
  /** 'R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão' — the one-line price for short pages. */
  priceLine: string;
}

export type ProgramContent = typeof program & ProgramPrices;

/** The program with the launch's prices. */
export function programOf(copy: LaunchCopy): ProgramContent {
  const { pixPrice, installments, cardTotal, priceLine } = copy.program;
  return { ...program, pixPrice, installments, cardTotal, priceLine };
}

export const programOutcomes = [
  'Escrever pedidos (prompts) que geram respostas úteis de primeira, com contexto, exemplos e formato.',
  'Montar um assistente que responde dúvidas dos seus clientes no WhatsApp com as informações do seu negócio.',
  'Produzir uma semana de conteúdo para o Instagram em uma tarde: ideias, roteiros, legendas e imagens.',
  'Automatizar tarefas repetidas, como cadastro de contatos, follow-up e relatórios, ligando ferramentas sem programar.',
  'Analisar planilhas e números de vendas fazendo perguntas em português.',
  'Sair com um plano de implantação de 30 dias para o seu negócio, com prioridades e cuidados de privacidade.',
];

export const programAudience = {
  forWhom: [
    'Donos de pequenos e médios negócios que fazem tudo sozinhos e precisam ganhar tempo.',
    'Prestadores de serviço e profissionais liberais que atendem e vendem pelo WhatsApp e pelo Instagram.',
    'Equipes de marketing e vendas que querem produzir mais sem aumentar o time.',
    'Quem já testou o ChatGPT, achou interessante, mas ainda não sabe aplicar no dia a dia.',
  ],
  notForWhom: [
    'Quem procura fórmula de dinheiro fácil: IA acelera trabalho, não substitui um negócio.',
    'Quem quer se tornar programador ou cientista de dados: aqui o foco é aplicação, não código.',
  ],
};

export const programModules = [
  {
    title: 'Fundamentos sem mistério',
    text: 'Como os modelos de linguagem funcionam, o que fazem bem, onde erram e como conferir as respostas.',
  },
  {
    title: 'Prompts que funcionam',
    text: 'A estrutura de um bom pedido: papel, contexto, exemplos e formato, com modelos prontos para adaptar.',
  },
  {
    title: 'Conteúdo e marketing',
    text: 'Calendário de posts, roteiros de vídeos curtos, legendas, imagens e anúncios com a voz da sua marca.',
  },
  {
    title: 'Atendimento e vendas no WhatsApp',
    text: 'Respostas para as perguntas frequentes, qualificação de contatos e mensagens de acompanhamento.',
  },
  {
    title: 'Automações sem código',
    text: 'Ligar formulário, planilha, agenda e WhatsApp para que as tarefas repetidas aconteçam sozinhas.',
  },
  {
    title: 'Assistentes personalizados',
    text: 'Assistentes treinados com os documentos do seu negócio para atendimento, propostas e processos internos.',
  },
  {
    title: 'Dados e decisões',
    text: 'Perguntas em português para planilhas de vendas, custos e campanhas, e relatórios que se atualizam.',
  },
  {
    title: 'Plano de implantação',
    text: 'Prioridades para os próximos 30 dias, cuidados com a LGPD e como medir o tempo e o dinheiro economizados.',
  },
];

/** The questions and answers, the payment one with the launch's prices. */
export const programFaqOf = (prices: ProgramPrices) => [
  {
    question: 'Preciso saber programar?',
    answer:
      'Não. Tudo é feito com ferramentas de uso comum, configuradas pela tela. Se você usa WhatsApp e planilhas, consegue acompanhar.',
  },
  {
    question: 'Serve para o meu tipo de negócio?',
    answer:
      'Os exemplos cobrem comércio, serviços, saúde, educação e negócios digitais. O método é o mesmo: encontrar as tarefas que se repetem e entregar essas tarefas à IA com supervisão.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer: `${prices.pixPrice} à vista no PIX ou em ${prices.installments} no cartão de crédito (total de ${prices.cardTotal}).`,
  },
  {
    question: 'Como recebo o acesso?',
    answer:
      'Assim que o pagamento é aprovado, você recebe a confirmação e os dados de acesso pelo WhatsApp que informou no cadastro.',
  },
  {
    question: 'Vou precisar pagar pelas ferramentas?',
    answer:
      'Dá para começar com os planos gratuitos das ferramentas usadas nas aulas. Planos pagos só fazem sentido quando o uso cresce, e você decide se e quando assinar.',
  },
  {
    question: 'E se eu me arrepender?',
    answer:
      'Você pode desistir em até 7 dias a contar da compra e recebe de volta o valor integral, como garante o Código de Defesa do Consumidor. Os detalhes estão nos Termos de Uso.',
  },
];
