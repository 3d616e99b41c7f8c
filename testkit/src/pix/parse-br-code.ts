// Reads a PIX copy-and-paste code (BR Code, EMV merchant-presented layout) back into its fields and
// checks its CRC, so a test can assert what a bank app would read: key, amount, txid.

export interface ParsedBrCode {
  /** Top-level fields by id ('00' payload format, '54' amount, '59' name, '63' CRC…). */
  fields: Record<string, string>;
  /** Field 26's sub-fields: '00' the GUI (br.gov.bcb.pix), '01' the key. */
  merchantAccount: Record<string, string>;
  /** Field 62's sub-fields: '05' the txid. */
  additionalData: Record<string, string>;
  /** Whether field 63 is the CRC16-CCITT of everything before its value. */
  crcValid: boolean;
}

/** Splits id-length-value fields; throws when a length runs past the end or is not two digits. */
function splitFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length))
      throw new Error(`BR Code malformado na posição ${at}`);
    const end = at + 4 + Number(length);
    if (end > text.length) throw new Error(`Campo ${id} do BR Code passa do fim`);
    fields[id] = text.slice(at + 4, end);
    at = end;
  }
  return fields;
}

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function parseBrCode(payload: string): ParsedBrCode {
  const fields = splitFields(payload);
  const crc = fields['63'];
  const crcValid =
    crc !== undefined &&
    payload.endsWith(`6304${crc}`) &&
    crc16Ccitt(payload.slice(0, payload.length - 4)) === crc.toUpperCase();
  return {
    fields,
    merchantAccount: fields['26'] ? splitFields(fields['26']) : {},
    additionalData: fields['62'] ? splitFields(fields['62']) : {},
    crcValid,
  };
}

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a base64 PNG (its IHDR chunk), or undefined when it is not a PNG. */
export function pngSize(base64: string): { width: number; height: number } | undefined {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
