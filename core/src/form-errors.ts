// The lead form's own messages (spec copy): apart from the catalogue so the widget ships only these.

export const FORM_ERRORS = {
  name_required: 'Por favor, digite seu nome',
  name_invalid: 'Por favor, digite um nome válido, com letras',
  phone_invalid: 'Por favor, digite um número de telefone válido',
  email_invalid: 'Por favor, digite um e-mail válido',
} as const;
