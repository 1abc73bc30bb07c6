/** Which stores fit one request, best first, in one indexed query; and whether a user's store may quote on it. */
import type { CapabilityProcess } from '@pazaryeri/contract/sellers/index';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { isId } from '../../lib/ids';
import { findProvinceCentre, provinceCentres } from '../../lib/provinces';
import { type FitFlags, fitScore, foldedInSql, foldMaterial, matchReasons, type RequestFacts, sqlArray } from './matching.fit';

/** The request's facts and its category chain (the category, its parent, …), in one query; null when there is no such advert. */
export async function loadRequestFacts(db: Db, advertId: string): Promise<RequestFacts | null> {
  if (!isId(advertId)) return null;
  const [row] = await selectRows<{
    id: string;
    user_id: string;
    advert_type: string;
    title: string;
    slug: string;
    category_id: string | null;
    category_name: string | null;
    chain: { id: string; depth: number }[] | string;
    process: CapabilityProcess | null;
    city_code: string | null;
    material: string | null;
  }>(
    db,
    sql`with recursive chain(id, parent_id, depth) as (
          select c.id, c.parent_id, 0 from categories c join adverts a on a.category_id = c.id where a.id = ${advertId}
          union all
          select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id where chain.depth < 8
        )
        select a.id, a.user_id, a.advert_type, a.title, a.slug, a.category_id, c.name as category_name, a.process, a.city_code, a.material,
          coalesce((select json_agg(json_build_object('id', chain.id, 'depth', chain.depth) order by chain.depth) from chain), '[]'::json) as chain
        from adverts a left join categories c on c.id = a.category_id
        where a.id = ${advertId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    advertType: row.advert_type,
    title: row.title,
    slug: row.slug,
    categoryId: row.category_id,
    categoryName: row.category_name,
    chain: typeof row.chain === 'string' ? JSON.parse(row.chain) : row.chain,
    process: row.process,
    cityCode: row.city_code,
    material: row.material,
  };
}

export interface RankedStore {
  sellerId: string;
  userId: string;
  storeName: string;
  score: number;
  reasons: string[];
}

/** The 81 province centres as an inline table, for distances in SQL. */
const provinceTable = sql.raw(`(values ${provinceCentres.map((centre) => `('${centre.code}', ${centre.lat}, ${centre.lon})`).join(', ')}) as province(code, lat, lon)`);

interface RankedRow {
  seller_id: string;
  user_id: string;
  store_name: string;
  depth: number | null;
  via_city: boolean;
  material_hit: boolean;
}

/**
 * The query behind rankStoresForRequest (the bench EXPLAINs it); null when the request can fit no
 * store. The candidates come from the category index (the request's category and its ancestors)
 * or, for a request without a category, the process GIN index; the other dimensions filter those
 * by primary key.
 */
export function rankStoresQuery(request: RequestFacts, options: { limit: number; userId?: string }): SQL | null {
  if (request.advertType !== 'customerRequest' || (!request.categoryId && !request.process)) return null;
  const candidates = request.categoryId
    ? sql`select scc.seller_id, min(chain.depth) as depth
          from unnest(${sqlArray(request.chain.map((link) => link.id), 'uuid')}, ${sqlArray(request.chain.map((link) => link.depth), 'int')}) as chain(category_id, depth)
          join seller_capability_categories scc on scc.category_id = chain.category_id
          group by scc.seller_id`
    : sql`select seller_id, null::int as depth from seller_capabilities where processes @> ${sqlArray([request.process!], 'text')}`;
  const centre = request.cityCode ? findProvinceCentre(request.cityCode) : null;
  const distance = centre
    ? sql`2 * 6371 * asin(sqrt(power(sin(radians(province.lat - ${centre.lat}) / 2), 2) + cos(radians(${centre.lat})) * cos(radians(province.lat)) * power(sin(radians(province.lon - ${centre.lon}) / 2), 2)))`
    : sql`null::float8`;
  const material = request.material ? foldMaterial(request.material) : null;
  return sql`with candidates as (${candidates}),
        fitting as (
          select s.id as seller_id, s.user_id, s.store_name, candidates.depth,
            ${request.cityCode ? sql`cap.city_codes @> ${sqlArray([request.cityCode], 'text')}` : sql`false`} as via_city,
            ${material ? sql`exists (select 1 from unnest(cap.materials) m where ${foldedInSql(sql`m`)} = ${material})` : sql`false`} as material_hit,
            coalesce(rating.rating_sum::float8 / nullif(rating.review_count, 0), 0) as rating,
            coalesce(stats.answered::float8 / nullif(stats.matched, 0), 0) as response_rate,
            ${distance} as distance
          from candidates
          join seller_capabilities cap on cap.seller_id = candidates.seller_id
          join sellers s on s.id = candidates.seller_id
          left join seller_freelance_ratings rating on rating.seller_id = s.id
          left join seller_request_stats stats on stats.seller_id = s.id
          left join ${provinceTable} on province.code = cap.base_city_code
          where s.status = 'approved' and s.user_id <> ${request.userId}
            ${options.userId ? sql`and s.user_id = ${options.userId}` : sql``}
            ${request.process ? sql`and cap.processes @> ${sqlArray([request.process], 'text')}` : sql``}
            ${request.cityCode ? sql`and (cap.all_turkey or cap.city_codes @> ${sqlArray([request.cityCode], 'text')})` : sql``}
        )
        select seller_id, user_id, store_name, depth, via_city, material_hit
        from fitting
        order by (case when depth = 0 then 3 when depth > 0 then 2 else 0 end)
          + (case when via_city then 2 when ${request.cityCode !== null} then 1 else 0 end)
          + (case when material_hit then 1 else 0 end) desc,
          rating desc, response_rate desc, distance asc nulls last, seller_id
        limit ${options.limit}`;
}

/**
 * The approved stores the request fits (every stated dimension met; not its owner), best first:
 * fit score, then the store's freelance rating, its response rate (answered / matched), and the
 * distance from its base city to the request's city. One query (rankStoresQuery).
 */
export async function rankStoresForRequest(db: Db, request: RequestFacts, options: { limit: number; userId?: string }): Promise<RankedStore[]> {
  const query = rankStoresQuery(request, options);
  if (!query) return [];
  const rows = await selectRows<RankedRow>(db, query);
  return rows.map((row) => {
    const flags: FitFlags = {
      category: row.depth === null ? null : row.depth === 0 ? 'exact' : 'ancestor',
      city: request.cityCode ? (row.via_city ? 'city' : 'allTurkey') : null,
      material: row.material_hit,
    };
    return { sellerId: row.seller_id, userId: row.user_id, storeName: row.store_name, score: fitScore(request, flags), reasons: matchReasons(request, flags) };
  });
}

/**
 * True when the user's approved store fits the request (the same query that picks whom to tell)
 * or already has an offer on it: the stores that may open the request's technical files.
 */
export async function mayQuote(db: Db, advertId: string, userId: string): Promise<boolean> {
  if (!isId(advertId) || !isId(userId)) return false;
  const [offer] = await selectRows<{ found: number }>(
    db,
    sql`select 1 as found from offers o join sellers s on s.id = o.seller_id
        where o.advert_id = ${advertId} and s.user_id = ${userId} and s.status = 'approved' limit 1`,
  );
  if (offer) return true;
  const request = await loadRequestFacts(db, advertId);
  if (!request) return false;
  return (await rankStoresForRequest(db, request, { limit: 1, userId })).length > 0;
}
