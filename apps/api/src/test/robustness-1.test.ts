import { describeSweepPart } from './robustness';

// Part 1 of 3 of the malformed-input sweep over every route of the OpenAPI document (see robustness.ts).
describeSweepPart(0, 3);
