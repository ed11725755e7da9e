import { z } from 'zod';

// Zod probes `new Function` to compile faster validators; the pages' policy forbids eval, so the
// web validates without it. Imported first by the root route, before any schema is used.
z.config({ jitless: true });
