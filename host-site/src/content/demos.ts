// The demonstration pages ('/demo-imersao' and '/demo-{name}'): what AI does in practice, per audience.
// The names are core's (DEMO_NAMES), which the server's 404 also reads; the immersion's hours and
// place are the launch settings' (immersion.ts).
import type { DemoName } from '@funil/core/public-routes';
import type { ImmersionContent } from './immersion.ts';

export interface Demo {
  title: string;
  description: string;
  intro: string;
  examples: { title: string; text: string }[];
}

const demosOf = (immersion: ImmersionContent): Record<DemoName, Demo> => ({
  imersao: {
    title: `Como é a ${immersion.title}`,
    description: `Veja como funciona um dia da ${immersion.title}: ${immersion.hours}, ${immersion.location.toLowerCase()} e ao vivo.`,
    intro: `Um dia inteiro, ${immersion.hours}, ${immersion.location.toLowerCase()} e ao vivo. Cada bloco termina com algo pronto para usar no seu negócio.`,
    examples: [
      {
        title: 'Fundamentos e prompts',
        text: 'Como a IA funciona, onde erra e a estrutura de um pedido que dá certo de primeira.',
      },
      {
        title: 'Conteúdo e marketing',
        text: 'Uma semana de posts planejada, roteirizada e escrita com a voz da sua marca.',
      },
      {
        title: 'Atendimento e vendas',
        text: 'Respostas para as perguntas frequentes e mensagens de acompanhamento para o WhatsApp.',
      },
      {
        title: 'Automação e plano',
        text: 'Uma automação sem código montada junto com você e o plano para os próximos 30 dias.',
      },
    ],
  },
  clinicas: {
    title: 'IA na prática para clínicas e consultórios',
    description: 'Exemplos de como clínicas e consultórios usam IA em agendamento, atendimento e conteúdo.',
    intro:
      'Menos tempo no telefone e no WhatsApp, mais tempo com o paciente. Sempre sem expor dados de saúde.',
    examples: [
      {
        title: 'Confirmação de consultas',
        text: 'Uma automação envia o lembrete no dia anterior e registra quem confirmou na planilha da agenda.',
      },
      {
        title: 'Dúvidas frequentes',
        text: 'Respostas prontas sobre convênios, preparo de exames e endereço, revisadas pela equipe.',
      },
      {
        title: 'Conteúdo educativo',
        text: 'Posts e roteiros que explicam procedimentos em linguagem simples, dentro das regras do seu conselho.',
      },
    ],
  },
  advocacia: {
    title: 'IA na prática para escritórios de advocacia',
    description:
      'Exemplos de como escritórios usam IA para organizar documentos, atender clientes e produzir conteúdo.',
    intro: 'A IA prepara o rascunho e organiza a informação; a análise jurídica continua com você.',
    examples: [
      {
        title: 'Triagem de contatos',
        text: 'Um formulário e uma automação organizam cada novo contato por área e urgência.',
      },
      {
        title: 'Resumo de documentos',
        text: 'Resumos e linhas do tempo de documentos longos, para conferir antes de usar.',
      },
      {
        title: 'Conteúdo informativo',
        text: 'Artigos e posts que explicam direitos em linguagem simples, respeitando as regras da OAB.',
      },
    ],
  },
  imobiliarias: {
    title: 'IA na prática para imobiliárias e corretores',
    description:
      'Exemplos de como imobiliárias e corretores usam IA em anúncios, atendimento e acompanhamento.',
    intro: 'Anúncios melhores em minutos e nenhum interessado esquecido no WhatsApp.',
    examples: [
      {
        title: 'Descrição de imóveis',
        text: 'A partir da ficha do imóvel, textos de anúncio para portal, Instagram e WhatsApp.',
      },
      {
        title: 'Qualificação de interessados',
        text: 'Perguntas sobre faixa de preço, região e prazo registradas automaticamente na planilha.',
      },
      {
        title: 'Acompanhamento',
        text: 'Lembretes de retorno e mensagens personalizadas para quem visitou um imóvel.',
      },
    ],
  },
  varejo: {
    title: 'IA na prática para lojas e comércio',
    description: 'Exemplos de como lojas físicas e online usam IA em catálogo, atendimento e promoções.',
    intro: 'Do catálogo ao pós-venda, as tarefas que se repetem todo dia são as primeiras a automatizar.',
    examples: [
      {
        title: 'Catálogo',
        text: 'Descrições de produtos padronizadas e fotos tratadas para o Instagram e o WhatsApp Business.',
      },
      {
        title: 'Atendimento',
        text: 'Respostas sobre estoque, prazos e trocas, com a política da loja como base.',
      },
      {
        title: 'Promoções',
        text: 'Calendário de campanhas com textos e artes para cada data comercial.',
      },
    ],
  },
});

/** The demo for '/demo-{name}', if there is one. */
export function demoFor(name: string, immersion: ImmersionContent): Demo | undefined {
  const demos = demosOf(immersion);
  return Object.hasOwn(demos, name) ? demos[name as DemoName] : undefined;
}
