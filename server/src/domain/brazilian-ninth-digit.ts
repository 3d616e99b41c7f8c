// Brazilian mobiles gained a leading 9 after the area code (2012–2016); leads may be stored with or without it.
import { phoneDigits } from '@funil/core/phone';
import { normalisePhoneNumber } from '@funil/core/phone-plan';

/**
 * The same mobile with the 9 after the area code removed ('55 DD 9XXXXXXXX') or added to an old
 * 8-digit mobile ('55 DD XXXXXXXX', which began with 6 to 9; landlines begin with 2 to 5 and never
 * had a 9); undefined for other numbers and countries. The number is read as a save reads it.
 */
export function toggleNinthDigit(phone: string): string | undefined {
  // An old 8-digit mobile is not a valid number any more, so it is taken as written.
  const digits = normalisePhoneNumber(phone) ?? phoneDigits(phone);
  const brazilian = /^55(\d{2})(\d{8,9})$/.exec(digits);
  if (!brazilian) return undefined;
  const [, areaCode, local = ''] = brazilian;
  if (local.length === 9 && local.startsWith('9')) return `55${areaCode}${local.slice(1)}`;
  if (local.length === 8 && /^[6-9]/.test(local)) return `55${areaCode}9${local}`;
  return undefined;
}
