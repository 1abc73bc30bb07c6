/**
 * The bare side of the catalogue benchmark: for each scenario one SQL statement that returns
 * what the API's endpoint returns (the page with its total, store card, main and sub categories,
 * approved pictures, variants with sizes), written by hand. The API's own queries are its
 * business; these are the yardstick.
 */

const visible = `p.approval_status = 'approved' and p.status = 'active' and s.status = 'approved' and u.banned_at is null and u.deleted_at is null`;
const joined = `from products p join sellers s on s.id = p.seller_id join users u on u.id = s.user_id`;

const card = `p.id as "_id", p.name, p.slug, p.description, p.brand, p.sku, p.product_type as "productType",
  p.price / 100.0 as price, p.stock, p.minimum_order_quantity as "minimumOrderQuantity",
  p.shipping_cost / 100.0 as "shippingCost", p.free_shipping_threshold / 100.0 as "freeShippingThreshold",
  p.status, p.approval_status as "approvalStatus", p.upload_state as "uploadState",
  p.created_at as "createdAt", p.updated_at as "updatedAt",
  json_build_object('_id', s.id, 'storeName', s.store_name, 'alias', s.alias, 'storeLogo', s.store_logo, 'verifiedSeller', s.verified_seller) as seller,
  (select json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) from categories c where c.id = p.main_category_id) as "mainCategory",
  (select coalesce(json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug)), '[]')
     from product_sub_categories x join categories c on c.id = x.category_id where x.product_id = p.id) as "subCategories",
  (select coalesce(json_agg(json_build_object('_id', i.id, 'listUrl', i.list_url, 'detailUrl', i.detail_url) order by i.position, i.created_at), '[]')
     from product_images i where i.product_id = p.id and i.status = 'approved') as images,
  (select coalesce(json_agg(json_build_object('_id', v.id, 'name', v.name, 'sku', v.sku, 'priceDelta', v.price_delta / 100.0,
       'sizes', (select coalesce(json_agg(json_build_object('_id', z.id, 'label', z.label, 'stock', z.stock) order by z.position), '[]')
                 from product_variant_sizes z where z.variant_id = v.id)) order by v.position), '[]')
     from product_variants v where v.product_id = p.id) as variants`;

/**
 * The page's ids (and sort keys), then the page's rows with their relations and the total (an
 * uncorrelated sub-select, counted once and, as the API does, no further than the cap of 10,000;
 * a window count would sort every match, not the top N).
 */
function pageQuery(where: string, keys: string, order: string, outerOrder: string) {
  return `with page as (
    select p.id, ${keys} ${joined} where ${visible} ${where} order by ${order} limit $1 offset $2
  )
  select ${card}, (select least(count(*), 10000)::int from (select 1 ${joined} where ${visible} ${where} limit 10001) m) as total
  from page join products p on p.id = page.id join sellers s on s.id = p.seller_id order by ${outerOrder}`;
}

const recommended = '(p.stock > 0) desc, p.created_at desc, p.id desc';
const recommendedKeys = 'p.stock > 0 as in_stock, p.created_at, p.id as key';
const recommendedOuter = 'page.in_stock desc, page.created_at desc, page.key desc';

/**
 * A name starting with the query first, then the weighted words' rank (products.search.ts).
 * `$3` is the folded query; `tsquery` is the API's per-word expression (searchTsQuery) over $4, $5, …
 */
const score = (tsquery: string) => `(case when starts_with(p.search_name, $3) then 1 else 0 end) + ts_rank(p.search_vector, ${tsquery})`;

export const bareQueries = {
  /** GET /products: on sale, in stock first, newest first. $1 limit, $2 offset. */
  list: pageQuery('', recommendedKeys, recommended, recommendedOuter),
  /** GET /products?mainCategory&priceMin&priceMax&sort=price-asc. $3 category slug, $4/$5 kuruş. */
  filtered: pageQuery(
    `and p.main_category_id = (select id from categories where slug = $3) and p.price >= $4 and p.price <= $5`,
    'p.price as key_price, p.created_at, p.id as key',
    'p.price asc, p.created_at desc, p.id desc',
    'page.key_price asc, page.created_at desc, page.key desc',
  ),
  /** GET /products/{slug}: one product on sale with everything the detail page shows. $1 slug. */
  detail: `select ${card} ${joined} where ${visible} and p.slug = $1`,
  /** GET /products?search: the words (stemmed or as prefixes), best match first. $3 folded text, $4… the words. */
  search: (tsquery: string) =>
    pageQuery(
      `and p.search_vector @@ ${tsquery}`,
      `(${score(tsquery)}) as score, p.created_at, p.id as key`,
      `(${score(tsquery)}) desc, p.created_at desc, p.id desc`,
      'page.score desc, page.created_at desc, page.key desc',
    ),
};
