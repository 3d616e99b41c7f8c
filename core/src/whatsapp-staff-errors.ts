// The staff WhatsApp screens' messages (cadences, replies): apart from the catalogue so the engine's
// helpers can add their own without touching these lines.

export const WHATSAPP_STAFF_ERRORS = {
  cadence_not_found: 'Cadência não encontrada.',
  cadence_name_invalid: 'Dê um nome à cadência (até 120 caracteres).',
  cadence_trigger_invalid: 'Escolha o que inicia a cadência.',
  cadence_steps_invalid: 'Inclua de 1 a 10 passos.',
  cadence_delay_invalid: 'Informe uma espera entre 0 minuto e 30 dias, em minutos inteiros.',
  cadence_text_invalid: 'Escreva a mensagem (até 1000 caracteres).',
  cadence_variable_unknown: 'A mensagem usa uma variável que não existe: {name}.',
  cadence_template_invalid:
    'Informe o nome do modelo aprovado e o idioma (ex.: pt_BR), ou deixe os dois vazios.',
  whatsapp_reply_invalid: 'Escreva a resposta (até 1000 caracteres).',
  whatsapp_opted_out:
    'Este lead pediu para não receber mensagens (respondeu SAIR ou PARAR ou retirou o consentimento de contato).',
  whatsapp_no_consent: 'Este lead não autorizou mensagens por WhatsApp.',
  whatsapp_outside_window: 'Fora da janela de 24 h: só modelos aprovados podem ser enviados',
  whatsapp_send_failed: 'O WhatsApp não aceitou a mensagem agora. Tente de novo em instantes.',
} as const;
