import { describeSweepPart } from './robustness';

// Part 2 of 3 of the malformed-input sweep over every route of the OpenAPI document (see robustness.ts).
describeSweepPart(1, 3);
