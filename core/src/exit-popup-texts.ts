// The template's words of the exit popup (launch texts, issue 29), alone so each widget's chunk
// carries only its own words. launch-text-defaults.ts holds them with every other group.

/** The exit popup (spec §2), told truthfully (decision 0033). */
export const EXIT_POPUP_TEXTS = {
  newHeadline: '{nome}, antes de sair preciso te contar umas verdades...',
  newBody:
    'Você provavelmente já gastou {parcela} este mês sem nem perceber — num delivery, numa assinatura esquecida. Esse mesmo valor por mês ({parcelas} no cartão) é o que separa você de colocar a IA para trabalhar no seu negócio.',
  returningHeadline: '{nome}, que bom te ver novamente depois de {dias}!',
  returningBody: 'O {programa} continua esperando por você.',
  cta: 'SIM! QUERO DOMINAR IA NA PRÁTICA AGORA',
  testimonial:
    '“Em 30 dias automatizei o atendimento da minha loja com IA e ganhei de volta duas horas por dia.”',
  testimonialAuthor: 'Juliana M., empreendedora',
};
