/** The stores' request feed (`GET /api/ilan/seller/customer-requests`): every open request, or only those that fit, each with why it fits. */
import { type Advert, type AdvertListResponse, advertMessages, type RequestFeedQuery } from '@pazaryeri/contract/adverts/index';
import type { CapabilityProcess } from '@pazaryeri/contract/sellers/index';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { adverts } from '../../db/schema/adverts';
import { advertConditions, advertViewsByIds, customerRequestFeed } from '../adverts';
import { fitOf, foldedInSql, foldMaterial, matchReasons, type StoreScope, sqlArray } from './matching.fit';

/** The caller's approved store and what it makes, its categories with their subcategories; 403 without one. */
export async function loadStoreScope(db: Db, userId: string): Promise<StoreScope> {
  const [store] = await selectRows<{ id: string; processes: string[] | null; city_codes: string[] | null; all_turkey: boolean | null; materials: string[] | null }>(
    db,
    sql`select s.id, cap.processes, cap.city_codes, cap.all_turkey, cap.materials
        from sellers s left join seller_capabilities cap on cap.seller_id = s.id
        where s.user_id = ${userId} and s.status = 'approved'`,
  );
  if (!store) throw new AppError('FORBIDDEN', advertMessages.storeNotFound);
  const served = await selectRows<{ id: string; exact: boolean }>(
    db,
    sql`with recursive scope(id, exact, depth) as (
          select category_id, true, 0 from seller_capability_categories where seller_id = ${store.id}
          union all
          select c.id, false, scope.depth + 1 from categories c join scope on c.parent_id = scope.id where scope.depth < 8
        )
        select id, bool_or(exact) as exact from scope group by id`,
  );
  return {
    sellerId: store.id,
    userId,
    categories: new Map(served.map((row) => [row.id, row.exact])),
    processes: new Set(store.processes ?? []),
    cityCodes: new Set(store.city_codes ?? []),
    allTurkey: store.all_turkey ?? false,
    materials: new Set((store.materials ?? []).map(foldMaterial)),
  };
}

interface RequestRow {
  id: string;
  user_id: string;
  category_id: string | null;
  process: CapabilityProcess | null;
  city_code: string | null;
  material: string | null;
}

/** The views of these requests in their order, each with the reasons it fits the store (empty where it does not). */
async function withReasons(db: Db, store: StoreScope, rows: RequestRow[]): Promise<Advert[]> {
  const views = await advertViewsByIds(db, store.userId, rows.map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return views.map((view) => {
    const row = byId.get(view._id)!;
    const request = { userId: row.user_id, categoryId: row.category_id, categoryName: view.category?.name ?? null, process: row.process, cityCode: row.city_code, material: row.material };
    const flags = fitOf(store, request);
    return { ...view, matchReasons: flags ? matchReasons(request, flags) : [] };
  });
}

/** `match=all`: the adverts module's feed (every open request, newest first), each with its reasons. */
async function allRequestsFeed(db: Db, store: StoreScope, query: RequestFeedQuery): Promise<AdvertListResponse> {
  const page = await customerRequestFeed(db, { id: store.userId }, query);
  const ids = page.adverts.map((advert) => advert._id);
  const rows = ids.length
    ? await selectRows<RequestRow>(db, sql`select id, user_id, category_id, process, city_code, material from adverts where id = any(${sqlArray(ids, 'uuid')})`)
    : [];
  return { ...page, adverts: await withReasons(db, store, rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) };
}

/** The category filter's subtree (by slug or id), or null when it names no category. */
async function categorySubtree(db: Db, ref: string): Promise<Set<string> | null> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`with recursive subtree(id, depth) as (
          select id, 0 from categories where slug = ${ref} ${isId(ref) ? sql`or id = ${ref}` : sql``}
          union all
          select c.id, subtree.depth + 1 from categories c join subtree on c.parent_id = subtree.id where subtree.depth < 8
        )
        select id from subtree`,
  );
  return rows.length ? new Set(rows.map((row) => row.id)) : null;
}

/**
 * The query behind the `match=fit` page (the bench EXPLAINs it): one row, the total and the page.
 * Requests with a category come from the partial feed index by the store's categories and their
 * subcategories (narrowed to `only`, a category filter's subtree); those without one (a process
 * only) from the same index's null entries.
 */
export function fitFeedQuery(store: StoreScope, query: Pick<RequestFeedQuery, 'page' | 'limit' | 'search'>, only: Set<string> | null): SQL {
  const scope = [...store.categories].filter(([id]) => !only || only.has(id));
  const cities = sqlArray([...store.cityCodes], 'text');
  const common = and(
    sql`${adverts.advertType} = 'customerRequest' and ${adverts.status} = 'active' and ${adverts.userId} <> ${store.userId}`,
    sql`(${adverts.process} is null or ${adverts.process} = any(${sqlArray([...store.processes], 'text')}))`,
    store.allTurkey ? undefined : sql`(${adverts.cityCode} is null or ${adverts.cityCode} = any(${cities}))`,
    ...advertConditions({ search: query.search }),
  );
  const cityScore = sql`(case when ${adverts.cityCode} is null then 0 when ${adverts.cityCode} = any(${cities}) then 2 else 1 end)`;
  const materialScore = sql`(case when ${adverts.material} is not null and ${foldedInSql(sql`regexp_replace(btrim(${adverts.material}), '\\s+', ' ', 'g')`)} = any(${sqlArray([...store.materials], 'text')}) then 1 else 0 end)`;
  const processScore = sql`(case when ${adverts.process} is null then 0 else 2 end)`;
  // Per category, a walk of the partial feed index: joined to the list, the planner read every
  // request; with `= any(list)`, the whole-table category index. `offset 0` keeps the lateral
  // subquery from being flattened back into that join.
  const byCategory = sql`
    select ${adverts.id} as id, ${adverts.userId} as user_id, ${adverts.categoryId} as category_id, ${adverts.process} as process, ${adverts.cityCode} as city_code, ${adverts.material} as material, ${adverts.createdAt} as created_at,
      (case when scope.exact then 3 else 2 end) + ${processScore} + ${cityScore} + ${materialScore} as score
    from unnest(${sqlArray(scope.map(([id]) => id), 'uuid')}, ${sqlArray(scope.map(([, exact]) => String(exact)), 'boolean')}) as scope(id, exact)
    cross join lateral (select * from ${adverts} where ${adverts.categoryId} = scope.id and ${common} offset 0) as ${adverts}`;
  const byProcessOnly = sql`
    select ${adverts.id}, ${adverts.userId}, ${adverts.categoryId}, ${adverts.process}, ${adverts.cityCode}, ${adverts.material}, ${adverts.createdAt},
      ${processScore} + ${cityScore} + ${materialScore}
    from ${adverts}
    where ${adverts.categoryId} is null and ${adverts.process} is not null and ${common}`;
  return sql`with fits as (${byCategory} ${only ? sql`` : sql`union all ${byProcessOnly}`})
      select (select count(*)::int from fits) as total,
        (select json_agg(json_build_object('id', id, 'user_id', user_id, 'category_id', category_id, 'process', process, 'city_code', city_code, 'material', material) order by score desc, created_at desc, id desc)
         from (select * from fits order by score desc, created_at desc, id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}) page) as page`;
}

/** `match=fit`: the open requests the store fits, best fit first, then newest, with why. */
async function fittingRequestsFeed(db: Db, store: StoreScope, query: RequestFeedQuery): Promise<AdvertListResponse> {
  const only = query.category ? await categorySubtree(db, query.category) : null;
  if (query.category && !only) throw new AppError('NOT_FOUND', advertMessages.categoryNotFound);
  const [result] = await selectRows<{ total: number; page: RequestRow[] | string | null }>(db, fitFeedQuery(store, query, only));
  const rows: RequestRow[] = typeof result.page === 'string' ? JSON.parse(result.page) : (result.page ?? []);
  return { adverts: await withReasons(db, store, rows), page: query.page, limit: query.limit, total: result.total, totalPages: Math.ceil(result.total / query.limit) };
}

/** The feed for an approved store (403 otherwise). */
export async function requestFeed(db: Db, userId: string, query: RequestFeedQuery): Promise<AdvertListResponse> {
  const store = await loadStoreScope(db, userId);
  return query.match === 'fit' ? fittingRequestsFeed(db, store, query) : allRequestsFeed(db, store, query);
}
