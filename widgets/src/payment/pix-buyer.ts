// The buyer's details a PIX charge needs (Asaas: a customer with CPF), as the form keeps them while
// typed: checked here with the server's own rules before sending, and the server's `fields` mapped
// back onto the form.
import { cpfDigits, isValidCpf } from '@funil/core/cpf';
import type { PixChargeRequestInput } from '@funil/core/pix-charge';
import { BUYER_MESSAGES } from './pix-copy.ts';

export const BUYER_FIELDS = ['name', 'phone', 'email', 'cpf'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];
export type BuyerDraft = Record<BuyerField, string>;
export type BuyerErrors = Partial<Record<BuyerField, string>>;

export const EMPTY_BUYER: BuyerDraft = { name: '', phone: '', email: '', cpf: '' };

/** '5511987654321' (as the lead modal stores it) → '(11) 98765-4321'; anything else as it is. */
export function phoneForDisplay(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(national);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored;
}

/** The number as the server reads it: a Brazilian number without its country code gets +55. */
function phoneForServer(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) return `+${digits}`;
  return digits.length <= 11 ? `+55${digits}` : `+${digits}`;
}

function phoneLooksValid(typed: string): boolean {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return (
    digits.length === 10 ||
    digits.length === 11 ||
    (digits.startsWith('55') && digits.length >= 12 && digits.length <= 13)
  );
}

/** The pt-BR message of each field the server would refuse; empty when the form may be sent. */
export function buyerErrors(draft: BuyerDraft): BuyerErrors {
  const errors: BuyerErrors = {};
  if (!draft.name.trim().includes(' ')) errors.name = BUYER_MESSAGES.name;
  if (!phoneLooksValid(draft.phone)) errors.phone = BUYER_MESSAGES.phone;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) errors.email = BUYER_MESSAGES.email;
  if (!isValidCpf(draft.cpf)) errors.cpf = BUYER_MESSAGES.cpf;
  return errors;
}

export function buyerForRequest(draft: BuyerDraft): PixChargeRequestInput['buyer'] {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: phoneForServer(draft.phone),
    cpf: cpfDigits(draft.cpf),
  };
}

/** The server's 422 `fields` ('buyer.cpf': '…') as the form's own; other keys are left out. */
export function serverBuyerErrors(fields: Readonly<Record<string, string>>): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^buyer\./, '') as BuyerField;
    if (BUYER_FIELDS.includes(field)) errors[field] = message;
  }
  return errors;
}
