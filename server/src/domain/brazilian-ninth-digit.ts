// Brazilian mobiles gained a leading 9 after the area code; leads may be stored with or without it.

/**
 * The same number with the 9 after the area code removed (13 digits, '55 DD 9XXXXXXXX') or
 * added (12 digits, '55 DD XXXXXXXX'); undefined for numbers of other shapes or countries.
 */
export function toggleNinthDigit(phone: string): string | undefined {
  if (!/^55\d+$/.test(phone)) return undefined;
  const areaCode = phone.slice(2, 4);
  const local = phone.slice(4);
  if (local.length === 9 && local.startsWith('9')) return `55${areaCode}${local.slice(1)}`;
  if (local.length === 8) return `55${areaCode}9${local}`;
  return undefined;
}
