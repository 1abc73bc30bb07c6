import { availableParallelism } from 'node:os';

/**
 * How many journey files run at once (`E2E_LANES`, default 2, or 1 on a one-CPU machine), each in
 * a worker with a server and a copy of the demo data of its own. A journey mostly waits on the
 * browser and its server; two side by side keep two CPUs busy where one left a third idle.
 */
export const journeyLanes = Math.max(1, Number(process.env.E2E_LANES ?? Math.min(2, availableParallelism())));
