// The terms of use: the rules for using the site, registering for events and buying. Prices are the
// launch settings' (useLaunch's copy); questions go to the support mailbox (company.ts supportEmailOf).
import type { LaunchCopy } from '@funil/core/launch-copy';
import { TERMS_OF_USE_VERSION } from '@funil/core/legal';
import { PROGRAM } from '@funil/core/offers';
import { company } from '../company.ts';
import type { LegalText } from './legal-text.ts';

const linkHours = PROGRAM.checkoutExpiryMinutes / 60;

export const termsOfUseOf = (copy: LaunchCopy, contactEmail: string): LegalText => ({
  title: 'Termos de Uso',
  description:
    'As regras para usar este site, se inscrever nos nossos eventos e comprar a imersão e o programa IA NA PRÁTICA.',
  version: TERMS_OF_USE_VERSION,
  intro: `Estes termos regem o uso deste site, mantido por ${company.name}, e a compra dos nossos eventos e produtos. Ao se cadastrar ou comprar, você declara que leu e concorda com eles e com a nossa Política de Privacidade.`,
  sections: [
    {
      title: 'O que oferecemos',
      blocks: [
        {
          list: [
            'Eventos online e gratuitos sobre o uso de inteligência artificial em negócios, como chamadas ao vivo pelo Zoom.',
            `A ${copy.immersion.title}, um dia de imersão ${copy.immersion.location.toLowerCase()} e ao vivo, por ${copy.immersion.price}.`,
            `O programa ${copy.program.name}, por ${copy.program.pixPrice} à vista no PIX ou em ${copy.program.installments} no cartão (total de ${copy.program.cardTotal}).`,
          ],
        },
      ],
    },
    {
      title: 'Cadastro',
      blocks: [
        'Para se inscrever você informa nome, WhatsApp e, se quiser, seu Instagram. Você é responsável pela veracidade desses dados e por usar um número de WhatsApp que seja seu. O cadastro é pessoal e destinado a maiores de 18 anos.',
      ],
    },
    {
      title: 'Compras e pagamento',
      blocks: [
        {
          list: [
            'Os preços válidos são os mostrados na página no momento da compra.',
            `O pagamento é feito no ambiente do nosso provedor de pagamentos, por PIX ou cartão de crédito. O link de pagamento vale por ${linkHours} horas; depois disso, basta gerar um novo.`,
            'A compra só é confirmada quando o provedor aprova o pagamento. Você recebe a confirmação por e-mail e pelo WhatsApp.',
          ],
        },
      ],
    },
    {
      title: 'Direito de arrependimento e reembolso',
      blocks: [
        'Como a compra é feita pela internet, você pode desistir em até 7 dias a contar da compra, sem precisar justificar, e recebe de volta o valor integral pago (Código de Defesa do Consumidor, art. 49). Para isso, fale conosco pelos canais desta página. O estorno no cartão segue os prazos da administradora; no PIX, devolvemos para a conta de origem.',
      ],
    },
    {
      title: 'Acesso aos eventos',
      blocks: [
        'O link de acesso é enviado para o e-mail e o WhatsApp informados. Ele é pessoal e não pode ser compartilhado. Se precisarmos mudar a data ou o horário de um evento pago, avisaremos com antecedência e você poderá escolher entre a nova data e o reembolso integral.',
      ],
    },
    {
      title: 'Propriedade intelectual',
      blocks: [
        'Aulas, materiais, gravações, marcas e textos deste site são protegidos por direitos autorais. Você pode usá-los para o seu aprendizado; não pode copiar, revender, distribuir ou gravar sem autorização por escrito.',
      ],
    },
    {
      title: 'Conduta',
      blocks: [
        'Não é permitido usar o site para enviar cadastros automatizados ou falsos, tentar acessar áreas restritas, prejudicar o funcionamento do serviço ou desrespeitar outros participantes. Podemos cancelar o acesso de quem fizer isso, sem prejuízo de outras medidas.',
      ],
    },
    {
      title: 'Resultados e responsabilidade',
      blocks: [
        'Ensinamos métodos e ferramentas de inteligência artificial, mas os resultados de cada participante dependem da sua dedicação, do seu negócio e do mercado; não garantimos ganhos. Fazemos o possível para manter o site disponível, mas ele pode passar por manutenções e falhas fora do nosso controle.',
      ],
    },
    {
      title: 'Comunicações',
      blocks: [
        'Ao se cadastrar, você autoriza que falemos com você pelo WhatsApp sobre os eventos e produtos. Para não receber mais mensagens, responda "SAIR" a qualquer uma delas.',
      ],
    },
    {
      title: 'Alterações, lei aplicável e foro',
      blocks: [
        'Podemos atualizar estes termos; a versão em vigor é a publicada nesta página. Estes termos seguem as leis do Brasil, e fica eleito o foro do domicílio do consumidor para resolver qualquer questão.',
        `Dúvidas: ${contactEmail}.`,
      ],
    },
  ],
});
