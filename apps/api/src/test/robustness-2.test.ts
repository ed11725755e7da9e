import { malformedInputTests } from './robustness-probes';

/** Part 2 of the malformed-input probes: each part runs on its own database, beside the others. */
malformedInputTests(2, 3);
