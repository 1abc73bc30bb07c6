import { describeSweepPart } from './robustness';

// Part 3 of 3 of the malformed-input sweep over every route of the OpenAPI document (see robustness.ts).
describeSweepPart(2, 3);
