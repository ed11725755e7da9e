// Zod probes `new Function` to compile faster validators; the pages' policy forbids eval, so the
// web validates without it. Imported first by the root route, before any schema is used.
// Zod 4 keeps its settings on `globalThis.__zod_globalConfig` (what `z.config` writes to): setting
// it here, rather than calling `z.config`, keeps zod itself off pages that validate nothing.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
