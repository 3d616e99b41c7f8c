// Regenerates src/lead-capture/phone-metadata.json after a libphonenumber-js update:
// `pnpm --filter @funil/widgets exec tsx scripts/write-phone-metadata.ts` (a unit test fails while it is stale).
import { writeFileSync } from 'node:fs';
import max from 'libphonenumber-js/max/metadata';
import min from 'libphonenumber-js/min/metadata';
import { type CompactMetadata, trimPhoneMetadata } from './trim-phone-metadata.ts';

const target = new URL('../src/lead-capture/phone-metadata.json', import.meta.url);
writeFileSync(
  target,
  `${JSON.stringify(trimPhoneMetadata(min as CompactMetadata, max as CompactMetadata))}\n`,
);
console.log(`escrito ${target.pathname}`);
