// What '/pagamento/pix?checkout={id}' says: the PIX charge made in the payment modal, shown again
// from the WhatsApp reminder's link (issue 30).
export const pixChargePageCopy = {
  title: 'Seu PIX',
  description: 'O PIX do seu pedido: o QR code e o código copia e cola, válidos até o horário indicado.',
  loading: 'Carregando seu PIX...',
  open: 'Abrir o PIX',
  intro: 'Pague com o app do seu banco: o QR code e o código copia e cola estão na janela do PIX.',
  notFoundTitle: 'Não encontramos este PIX',
  notFoundText: 'O link pode estar incompleto. Faça um novo pedido para receber um PIX novo.',
  expiredTitle: 'Este PIX expirou',
  expiredText: 'O prazo para pagar acabou e nada foi cobrado. Faça um novo pedido para receber um PIX novo.',
  failedTitle: 'Este PIX não pôde ser concluído',
  failedText: 'Nada foi cobrado. Faça um novo pedido para receber um PIX novo.',
  retry: 'Fazer um novo pedido',
  paid: 'Pagamento confirmado! Levando você para a confirmação...',
} as const;
