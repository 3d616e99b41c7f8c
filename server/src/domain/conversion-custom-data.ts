// custom_data goes to Meta as it is, so it must carry no contact data: Meta takes a person's name,
// phone, e-mail or profile only hashed in user_data, and refuses them readable anywhere else.

/** Keys that hold contact data, in the names the tracker and pages use (English and Portuguese). */
const CONTACT_KEY =
  /^(lead_)?(name|nome|first_name|last_name|full_name|nome_completo|email|e_mail|phone|telefone|celular|whatsapp|instagram|cpf|cnpj|address|endereco)$/i;
/** A value that is an e-mail address, whatever its key. */
const EMAIL_VALUE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export function isContactField(key: string, value: unknown): boolean {
  return CONTACT_KEY.test(key) || (typeof value === 'string' && EMAIL_VALUE.test(value));
}

/** The custom data without its contact fields (nested objects are checked too). */
export function withoutContactData(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isContactField(key, value)) continue;
    kept[key] = isPlainObject(value) ? withoutContactData(value) : value;
  }
  return kept;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
