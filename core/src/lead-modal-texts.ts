// The template's words of the lead modal (launch texts, issue 29), alone so the embed's lead modal
// carries no other widget's words (its 57 KB budget, decision 0007). launch-text-defaults.ts holds
// them with every other group.

/** The lead modal's step 1 (spec §2). */
export const LEAD_MODAL_TEXTS = {
  headline: 'Como eu faturei meio milhão de reais 100% no automático com IA',
  freeCallLine: 'Chamada gratuita e ao vivo pelo Zoom no dia {data_call}',
};
