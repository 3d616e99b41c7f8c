// The template's words of the payment modal (launch texts, issue 29), alone so each widget's chunk
// carries only its own words. launch-text-defaults.ts holds them with every other group.

/** The payment modal (spec §2). */
export const PAYMENT_TEXTS = {
  title: 'Escolha a forma de pagamento',
  pixNote: 'à vista',
  cardNote: 'total {total_cartao}',
};
