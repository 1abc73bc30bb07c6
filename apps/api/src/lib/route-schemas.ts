import { errorResponse } from '@pazaryeri/contract';

/** Error answers a route may give, for its OpenAPI description: pick the statuses that apply. */
export function errors<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<S, typeof errorResponse>;
}

export const bearer = [{ bearerAuth: [] }];
