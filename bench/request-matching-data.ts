/** The request-matching bench's data: stores with capabilities and open customer requests, each table one INSERT … SELECT over generate_series. */
import { capabilityProcessKeys } from '@pazaryeri/contract/sellers/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { listCities } from '../apps/api/src/lib/locations';

const MAINS = 12;
const SUBS_PER_MAIN = 6;
const materials = ['Çelik', 'Paslanmaz çelik', 'Alüminyum', 'Pirinç', 'Bakır', 'PLA', 'ABS', 'Naylon (PA)'];
const subjects = ['CNC torna parçası', 'Lazer kesim paneli', 'Kaynaklı şase', 'Plastik enjeksiyon kalıbı', 'Sac büküm parçası', 'Prototip baskı', 'Dişli çark', 'Montaj aparatı'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (values: readonly string[]) => `array[${values.map(literal).join(',')}]`;

/**
 * A tree of 12 main categories × 6 subcategories; `stores` approved stores (owners and buyers as
 * users), each serving two categories (one in five a main one, so its subcategories too), 1–3 of
 * the 12 processes, 1–3 materials, six provinces or (one in four) all of Turkey, a base city, a
 * rating for half and request stats for half; `requests` open customer requests by 2,000 buyers:
 * 90 % in a subcategory, 5 % in a main one, 5 % with no category but a process; a process on 70 %,
 * a province on 80 %, a material on half; dates over a year. Beside them `others` adverts the feed
 * must pass over: closed requests and stores' service adverts, half each.
 */
export async function generateMatchingData(db: Db, stores: number, requests: number, others: number) {
  const cities = listCities();
  const processes = capabilityProcessKeys;
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`insert into categories (name, slug, position)
      select 'Ana kategori ' || g, 'bench-ana-' || g, g from generate_series(1, ${MAINS}) g`);
    await run(`insert into categories (name, slug, parent_id, position)
      select 'Alt kategori ' || m.position || '.' || g, 'bench-alt-' || m.position || '-' || g, m.id, g
      from categories m cross join generate_series(1, ${SUBS_PER_MAIN}) g where m.slug like 'bench-ana-%'`);
    await run(`create temp table bench_subs on commit drop as
      select row_number() over (order by slug) - 1 as ord, id from categories where slug like 'bench-alt-%'`);
    await run(`create temp table bench_mains on commit drop as
      select row_number() over (order by slug) - 1 as ord, id from categories where slug like 'bench-ana-%'`);
    await run(`create temp table bench_cities on commit drop as
      select ord - 1 as ord, code, name from unnest(${array(cities.map((city) => city.cityCode))}, ${array(cities.map((city) => city.name))}) with ordinality as c(code, name, ord)`);
    await run(`insert into users (name, email, role)
      select 'Mağaza Sahibi ' || g, 'bench-store-' || g || '@bench.test', 'seller' from generate_series(1, ${stores}) g`);
    await run(`insert into users (name, email, role)
      select 'Alıcı ' || g, 'bench-buyer-' || g || '@bench.test', 'user' from generate_series(1, 2000) g`);
    await run(`insert into sellers (user_id, store_name, alias, company_type, tax_number, tax_office, contact_phone, contact_email, store_address, status, approved_at)
      select u.id, 'Atölye ' || g, 'bench-atolye-' || g, 'limited', '1234567890', 'Merkez', '0532 000 00 00', u.email,
        jsonb_build_object('street', 'Sanayi Cad. ' || g, 'city', c.name, 'district', 'Merkez', 'country', 'TR', 'zip', c.code || '100'), 'approved', now()
      from generate_series(1, ${stores}) g
      join users u on u.email = 'bench-store-' || g || '@bench.test'
      join bench_cities c on c.ord = g % 81`);
    await run(`create temp table bench_stores on commit drop as
      select row_number() over (order by alias) - 1 as ord, id, user_id, store_address->>'city' as city from sellers where alias like 'bench-atolye-%'`);
    await run(`insert into seller_capabilities (seller_id, processes, materials, city_codes, all_turkey, base_city_code)
      select s.id,
        array(select distinct p from unnest((${array(processes)})[1 + s.ord % 12 : 1 + s.ord % 12] || (${array(processes)})[1 + (s.ord / 12) % 12 : 1 + (s.ord / 12) % 12 + (s.ord % 2)]) p),
        array(select distinct m from unnest((${array(materials)})[1 + s.ord % 8 : 1 + s.ord % 8 + (s.ord / 8) % 3]) m),
        case when s.ord % 4 = 0 then '{}'::text[] else array(select distinct lpad((1 + (s.ord * k + k * k) % 81)::text, 2, '0') from generate_series(1, 6) k) end,
        s.ord % 4 = 0,
        c.code
      from bench_stores s join bench_cities c on c.name = s.city`);
    await run(`insert into seller_capability_categories (seller_id, category_id)
      select s.id, case when s.ord % 5 = 0 then m.id else sub.id end
      from bench_stores s
      join bench_subs sub on sub.ord = s.ord % 72
      join bench_mains m on m.ord = (s.ord / 72) % 12
      union
      select s.id, sub.id from bench_stores s join bench_subs sub on sub.ord = (s.ord * 7 + 3) % 72`);
    await run(`insert into seller_freelance_ratings (seller_id, review_count, rating_sum)
      select id, 1 + ord % 20, (1 + ord % 20) * (3 + ord % 3) from bench_stores where ord % 2 = 0`);
    await run(`insert into seller_request_stats (seller_id, matched, answered, response_seconds)
      select id, 10 + ord % 90, ord % 10, (ord % 10) * 7200 from bench_stores where ord % 2 = 1`);
    await run(`create temp table bench_buyers on commit drop as
      select row_number() over (order by email) - 1 as ord, id from users where email like 'bench-buyer-%'`);
    await run(`insert into adverts (user_id, advert_type, title, slug, description, category_id, budget_kurus, budget_open, deadline,
        city, city_code, process, material, quantity, unit, max_offers, status, sale_status, search_text, created_at, updated_at)
      select b.id, 'customerRequest', t.title || ' #' || g, 'bench-talep-' || g, t.title || ': ölçüler ekteki çizimde.',
        case when g % 20 = 0 then null when g % 20 = 1 then m.id else sub.id end,
        0, true, (current_date + 30 + g % 60)::date,
        case when g % 5 = 0 then null else c.name end,
        case when g % 5 = 0 then null else c.code end,
        case when g % 20 = 0 or g % 10 < 7 then (${array(processes)})[1 + (g / 7) % 12] else null end,
        case when g % 2 = 0 then (${array(materials)})[1 + (g / 3) % 8] else null end,
        1 + g % 500, 'piece', 10, 'active', 'open', lower(t.title) || ' ' || g,
        now() - ((g::bigint * 7919) % 525600) * interval '1 minute', now() - ((g::bigint * 7919) % 525600) * interval '1 minute'
      from generate_series(1, ${requests}) g
      cross join lateral (select (${array(subjects)})[1 + g % ${subjects.length}] as title) t
      join bench_buyers b on b.ord = g % 2000
      join bench_subs sub on sub.ord = (g * 31) % 72
      join bench_mains m on m.ord = g % 12
      join bench_cities c on c.ord = (g * 13) % 81`);
    // Beside them, as on the live site: closed requests and stores' own adverts, which the feed must not read.
    await run(`insert into adverts (user_id, seller_id, advert_type, title, slug, description, category_id, budget_kurus, city, city_code, process,
        status, sale_status, search_text, created_at, updated_at)
      select case when g % 2 = 0 then b.id else s.user_id end, case when g % 2 = 0 then null else s.id end,
        case when g % 2 = 0 then 'customerRequest' else 'service' end,
        t.title || ' (kapalı) #' || g, 'bench-diger-' || g, t.title, sub.id, 500000, c.name, c.code, (${array(processes)})[1 + g % 12],
        case when g % 2 = 0 then 'passive' else 'active' end, 'open', lower(t.title) || ' ' || g,
        now() - ((g::bigint * 7919) % 525600) * interval '1 minute', now() - ((g::bigint * 7919) % 525600) * interval '1 minute'
      from generate_series(1, ${others}) g
      cross join lateral (select (${array(subjects)})[1 + g % ${subjects.length}] as title) t
      join bench_buyers b on b.ord = g % 2000
      join bench_stores s on s.ord = g % (select count(*) from bench_stores)
      join bench_subs sub on sub.ord = (g * 17) % 72
      join bench_cities c on c.ord = (g * 11) % 81`);
  });
  await db.execute(sql`analyze`);
}
