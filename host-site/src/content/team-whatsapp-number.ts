// The team's WhatsApp as staff typed it in the launch settings (digits only, 10 to 15 of them),
// made ready for wa.me: country code first. A Brazilian number typed without it gets 55.

/** '5511987654321' for a usable number, or null when none is set (the WhatsApp buttons are hidden). */
export function teamWhatsAppNumberFrom(configured: string | null | undefined): string | null {
  let digits = (configured ?? '').replace(/\D/g, '');
  // A Brazilian trunk prefix ('0 11 98765-4321').
  if (/^0[1-9]\d{9,10}$/.test(digits)) digits = digits.slice(1);
  // Area code and number without the country code: 10 (landline) or 11 (mobile) digits.
  if (/^[1-9]{2}\d{8,9}$/.test(digits)) digits = `55${digits}`;
  return /^[1-9]\d{11,14}$/.test(digits) ? digits : null;
}
