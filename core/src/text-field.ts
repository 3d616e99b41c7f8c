// zod strings cleaned by core's text rule (text.ts) before trimming and every other check.
import { z } from 'zod';
import { cleanLine, cleanMultiline } from './text.ts';

type StringParams = Parameters<typeof z.string>[0];

export const lineText = (params?: StringParams) => z.string(params).overwrite(cleanLine).trim();

export const multilineText = (params?: StringParams) => z.string(params).overwrite(cleanMultiline).trim();
