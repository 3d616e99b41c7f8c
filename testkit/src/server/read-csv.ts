// Reads a staff CSV download as a spreadsheet would: it must start with the UTF-8 byte-order mark
// and separate cells with ';'. Response.text() would drop the mark unseen, so the bytes are read.
import { parse } from 'csv-parse/sync';

const BOM = [0xef, 0xbb, 0xbf];

export async function readCsv(res: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!BOM.every((byte, i) => bytes[i] === byte)) throw new Error('O CSV não começa com a marca UTF-8 (BOM)');
  return parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)), {
    delimiter: ';',
  }) as string[][];
}
