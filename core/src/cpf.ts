// The CPF (Brazil's taxpayer number) a PIX charge's customer needs: eleven digits whose last two
// are check digits of the first nine. The browser checks it before sending and the server again.

/** The digits of what was typed ("123.456.789-09" → "12345678909"). */
export function cpfDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** True for a CPF whose check digits match; a run of one digit ("111.111.111-11") is no CPF. */
export function isValidCpf(text: string): boolean {
  const digits = cpfDigits(text);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  return checkDigit(numbers, 9) === numbers[9] && checkDigit(numbers, 10) === numbers[10];
}

/** The check digit after the first `length` digits: weights length+1 … 2, mod 11. */
function checkDigit(numbers: number[], length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index++) sum += (numbers[index] ?? 0) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** "12345678909" → "123.456.789-09", as people write it; anything partial as typed so far. */
export function formatCpf(text: string): string {
  const digits = cpfDigits(text).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}
