// The phone metadata the lead modal ships: libphonenumber-js's, trimmed (scripts/trim-phone-metadata.ts).
import type { MetadataJson } from 'libphonenumber-js/core';
import json from './phone-metadata.json';

export const PHONE_METADATA = json as unknown as MetadataJson;
