// PIX copy-and-paste codes in the BR Code layout (EMV merchant-presented QR, as the Central Bank's
// manual lays it out) for the sandbox: well-formed, so a bank app would read them, and never payable,
// since their key is an e-mail on a domain that cannot exist (.invalid), and their QR image.
import { toBuffer } from 'qrcode';

/** The sandbox's PIX key: an e-mail key on the reserved .invalid domain, so no bank can pay it. */
export const SANDBOX_PIX_KEY = 'pix-teste@funil.invalid';

export interface BrCodeFields {
  pixKey: string;
  amountCents: number;
  /** Field 59: at most 25 characters. */
  merchantName: string;
  /** Field 60: at most 15 characters. */
  merchantCity: string;
  /** Field 62-05, the transaction id: at most 25 letters and digits. */
  txid: string;
}

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Campo ${id} do BR Code longo demais`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), the checksum BR Codes end with. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII letters, digits and spaces, as BR Code names and cities are written. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

export function brCode(fields: BrCodeFields): string {
  const txid = fields.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', fields.pixKey)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (fields.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', plain(fields.merchantName, 25)),
    field('60', plain(fields.merchantCity, 15)),
    field('62', field('05', txid)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}

const MERCHANT = { pixKey: SANDBOX_PIX_KEY, merchantName: 'FUNIL TESTE', merchantCity: 'SAO PAULO' };

/** The code shown on the sandbox's checkout page (sbx_… ids: the txid is the id's hex). */
export function fakePixCode(checkoutId: string, amountCents: number): string {
  return brCode({ ...MERCHANT, amountCents, txid: checkoutId.slice(4, 29) });
}

/** A sandbox PIX charge's code (pay_… ids: the txid is the id's 24 hex digits). */
export function sandboxPixPayload(paymentId: string, amountCents: number): string {
  return brCode({ ...MERCHANT, amountCents, txid: paymentId.slice(4) });
}

/** The QR code of a payload as a base64 PNG without a data: prefix, as Asaas's encodedImage. */
export async function qrCodePng(payload: string): Promise<string> {
  const png = await toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return png.toString('base64');
}
