import { z } from 'zod';
import { langCodes } from './languages';

export const Lang = z.enum(langCodes);
export type Lang = z.infer<typeof Lang>;

/** Text stored per language; az is always present and is the fallback. */
export const Localized = z.object({ az: z.string(), en: z.string(), ru: z.string() });
export type Localized = z.infer<typeof Localized>;
