// A PIX copy-and-paste code in the BR Code (EMV) layout, for the sandbox page: well-formed, never payable.

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), the checksum BR Codes end with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function fakePixCode(checkoutId: string, amountCents: number): string {
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', `sandbox-${checkoutId.slice(4, 24)}`)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', 'FUNIL TESTE'),
    field('60', 'SAO PAULO'),
    field('62', field('05', checkoutId.slice(4, 29))),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
