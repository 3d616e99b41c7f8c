// Imported first by main.tsx, before any module builds a zod schema: zod probes whether it may
// compile validators with new Function(), the Content-Security-Policy refuses, and although zod
// swallows the error the browser reports a violation. Told not to compile, it never probes.
import { config } from 'zod/v4/core';

config({ jitless: true });
