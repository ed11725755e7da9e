// The boundary test alone: it reads source files, so it needs none of the database set-up of the main config.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['apps/api/src/test/boundaries.test.ts'] } });
