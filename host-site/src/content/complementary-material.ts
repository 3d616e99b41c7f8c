// The complementary material: official sites of the tools and guides used in our events. Links
// only to their makers; nothing here is a download of ours.

export interface Resource {
  name: string;
  url: string;
  description: string;
}

export interface ResourceGroup {
  title: string;
  resources: Resource[];
}

export const complementaryMaterial: ResourceGroup[] = [
  {
    title: 'Assistentes de IA',
    resources: [
      {
        name: 'ChatGPT',
        url: 'https://chatgpt.com',
        description: 'O assistente da OpenAI para textos, ideias, análises e planilhas. Tem plano gratuito.',
      },
      {
        name: 'Claude',
        url: 'https://claude.ai',
        description: 'O assistente da Anthropic, bom com textos longos e documentos. Tem plano gratuito.',
      },
      {
        name: 'Gemini',
        url: 'https://gemini.google.com',
        description: 'O assistente do Google, integrado ao Gmail, ao Docs e ao Drive.',
      },
      {
        name: 'Microsoft Copilot',
        url: 'https://copilot.microsoft.com',
        description: 'O assistente da Microsoft, integrado ao Word, ao Excel e ao Outlook.',
      },
      {
        name: 'NotebookLM',
        url: 'https://notebooklm.google.com',
        description:
          'Do Google: responde perguntas a partir dos seus próprios documentos, citando as fontes.',
      },
    ],
  },
  {
    title: 'Conteúdo e design',
    resources: [
      {
        name: 'Canva',
        url: 'https://www.canva.com',
        description: 'Posts, apresentações e vídeos com modelos prontos e recursos de IA.',
      },
      {
        name: 'CapCut',
        url: 'https://www.capcut.com',
        description: 'Edição de vídeos curtos com legendas automáticas, no celular ou no computador.',
      },
    ],
  },
  {
    title: 'Automação sem código',
    resources: [
      {
        name: 'Make',
        url: 'https://www.make.com',
        description: 'Liga aplicativos em fluxos visuais: formulário, planilha, e-mail, CRM.',
      },
      {
        name: 'Zapier',
        url: 'https://zapier.com',
        description: 'Automações entre milhares de aplicativos, configuradas passo a passo.',
      },
      {
        name: 'n8n',
        url: 'https://n8n.io',
        description: 'Automações com nós de IA; pode rodar na nuvem deles ou no seu próprio servidor.',
      },
    ],
  },
  {
    title: 'Atendimento e redes sociais',
    resources: [
      {
        name: 'WhatsApp Business',
        url: 'https://business.whatsapp.com',
        description:
          'Catálogo, respostas rápidas, mensagens de ausência e etiquetas para organizar clientes.',
      },
      {
        name: 'Meta Business Suite',
        url: 'https://www.facebook.com/business/tools/meta-business-suite',
        description: 'Agenda posts e responde mensagens do Instagram e do Facebook em um só lugar.',
      },
    ],
  },
  {
    title: 'Para aprender mais',
    resources: [
      {
        name: 'Guia de prompts da OpenAI',
        url: 'https://platform.openai.com/docs/guides/prompt-engineering',
        description: 'As recomendações oficiais para escrever pedidos claros e obter respostas melhores.',
      },
      {
        name: 'Estratégias de prompt do Gemini',
        url: 'https://ai.google.dev/gemini-api/docs/prompting-strategies',
        description: 'O guia do Google sobre instruções, exemplos e contexto nos pedidos.',
      },
      {
        name: 'Elements of AI',
        url: 'https://www.elementsofai.com',
        description: 'Curso online gratuito e introdutório da Universidade de Helsinque sobre o que é IA.',
      },
    ],
  },
  {
    title: 'Privacidade e LGPD',
    resources: [
      {
        name: 'Lei Geral de Proteção de Dados (Lei nº 13.709/2018)',
        url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm',
        description: 'O texto oficial da lei, no site do Planalto.',
      },
      {
        name: 'ANPD',
        url: 'https://www.gov.br/anpd',
        description: 'A Autoridade Nacional de Proteção de Dados: guias e orientações para empresas.',
      },
    ],
  },
];
