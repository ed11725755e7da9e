import { malformedInputTests } from './robustness-probes';

/** Part 3 of the malformed-input probes: each part runs on its own database, beside the others. */
malformedInputTests(3, 3);
