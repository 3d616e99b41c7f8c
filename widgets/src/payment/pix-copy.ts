// The pt-BR words of the order summary and of the PIX paid inside the modal (issue 30). The field
// messages are core's ERRORS words (pix-copy.test.ts keeps them equal): core/src/errors.ts itself
// would bring every other message into the payment chunk.

export const ORDER_COPY = {
  couponApplied: (code: string, label: string) => `Cupom ${code}: ${label}`,
  couponRefused: (code: string, reason: string) => `Cupom ${code}: ${reason}`,
  couponToggle: 'Tem um cupom?',
  couponLabel: 'Código do cupom',
  couponApply: 'Aplicar',
  couponChecking: 'Conferindo o cupom...',
  bumpsLegend: 'Aproveite também',
  bumpPrice: (price: string) => `+ ${price}`,
  totalPix: 'Total no PIX',
  listPrice: 'De',
  cardUpTo: (installments: number) => `até ${installments}x`,
  cardTotal: (total: string) => `total ${total}`,
} as const;

export const BUYER_MESSAGES = {
  name: 'Informe seu nome completo.',
  email: 'Informe um e-mail válido.',
  phone: 'Informe um WhatsApp válido, com DDD.',
  cpf: 'CPF inválido. Confira os 11 números.',
} as const;

export const PIX_COPY = {
  formTitle: 'Pagar com PIX',
  formIntro: 'Confira seus dados. O CPF é pedido pelo banco para gerar o PIX.',
  name: 'Nome completo',
  phone: 'WhatsApp',
  email: 'E-mail',
  cpf: 'CPF',
  submit: 'Gerar PIX',
  creating: 'Gerando o PIX...',
  back: 'Voltar',
  chargeTitle: 'Pague com PIX',
  qrAlt: 'QR code do PIX: aponte a câmera do app do seu banco',
  codeLabel: 'PIX copia e cola',
  copy: 'Copiar',
  copied: 'Código copiado!',
  copyFailed: 'Não deu para copiar: selecione o código e copie.',
  amount: 'Valor',
  expiresIn: 'Expira em',
  steps: [
    'Abra o app do seu banco e escolha pagar com PIX.',
    'Aponte a câmera para o QR code ou cole o código copiado.',
    'Confirme o pagamento: você segue sozinho para a confirmação assim que o banco avisar.',
  ],
  waiting: 'Aguardando o pagamento...',
  paidCheck: 'Já paguei',
  checking: 'Conferindo o pagamento...',
  stillPending:
    'Ainda não recebemos o pagamento. Se você já pagou, aguarde alguns segundos: o banco pode levar até 2 minutos para avisar.',
  paid: 'Pagamento confirmado! Levando você para a confirmação...',
  expiredTitle: 'Este PIX expirou',
  expiredText: 'O prazo para pagar acabou. Gere um novo PIX com os mesmos dados.',
  failedTitle: 'Este PIX não pôde ser concluído',
  failedText: 'O banco não concluiu este PIX. Gere um novo com os mesmos dados.',
  renew: 'Gerar novo PIX',
  testPay: 'Simular pagamento (ambiente de teste)',
  testNote: 'Ambiente de teste: nenhum dinheiro é cobrado.',
  checkFailed: 'Não foi possível conferir o pagamento agora. Tentaremos de novo em instantes.',
} as const;
