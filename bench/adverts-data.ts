import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

/** Words of adverts' titles: what buyers ask for and stores offer on a marketplace for industry. */
const subjects = [
  'Braket için 3D model', 'CNC torna parçası', 'Plastik enjeksiyon kalıbı', 'Sac büküm parçası', 'Dişli çark çizimi',
  'Lazer kesim paneli', 'Prototip baskı', 'Montaj aparatı', 'Hidrolik blok tasarımı', 'Elektrik panosu çizimi',
  'Kaynaklı şase', 'Makine koruyucu', 'Rulman yatağı', 'Kalıp revizyonu', 'Teknik resim düzenleme', 'STL onarımı',
];
const cities = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Kocaeli', 'Konya', 'Gaziantep', 'Kayseri'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (values: string[]) => `array[${values.map(literal).join(',')}]`;

/**
 * `total` adverts and `offerTotal` offers, each table in one INSERT … SELECT over generate_series:
 * half customer requests by the demo buyers, half store adverts (service / product) by the demo
 * stores; statuses mostly active (1 in 8 passive, in progress or completed), budgets 500–50,000 TL,
 * dates over a year, categories the main ones. Offers go to customer requests from every store
 * but the request's owner, pending or rejected (an accepted one would need its whole flow).
 */
export async function generateAdverts(db: Db, total: number, offerTotal: number) {
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`create temp table bench_buyers on commit drop as
      select row_number() over (order by id) - 1 as ord, id from users where role = 'user'`);
    await run(`create temp table bench_stores on commit drop as
      select row_number() over (order by id) - 1 as ord, id, user_id from sellers where status = 'approved'`);
    await run(`create temp table bench_categories on commit drop as
      select row_number() over (order by id) - 1 as ord, id from categories where parent_id is null`);
    await run(`insert into adverts (user_id, seller_id, advert_type, title, slug, description, category_id, budget_kurus, deadline,
        city, in_stock, status, sale_status, search_text, created_at, updated_at)
      select
        case when g % 2 = 0 then b.id else s.user_id end,
        case when g % 2 = 0 then null else s.id end,
        case when g % 2 = 0 then 'customerRequest' when g % 4 = 1 then 'service' else 'product' end,
        t.title || ' #' || g,
        'bench-ilan-' || g,
        t.title || ' için ayrıntılar: ölçüler ve malzeme ekte.',
        c.id,
        (500 + (g::bigint * 7919) % 49500) * 100,
        (current_date + (g % 60))::date,
        (${array(cities)})[1 + g % ${cities.length}],
        g % 9 <> 0,
        case when g % 8 = 3 then 'passive' when g % 8 = 5 then 'inProgress' when g % 16 = 7 then 'completed' else 'active' end,
        case when g % 8 = 5 then 'inNegotiation' else 'open' end,
        lower(t.title) || ' ' || g,
        now() - ((g::bigint * 7919) % 525600) * interval '1 minute',
        now() - ((g::bigint * 7919) % 525600) * interval '1 minute'
      from generate_series(1, ${total}) g
      cross join lateral (select (${array(subjects)})[1 + g % ${subjects.length}] as title) t
      join bench_buyers b on b.ord = g % (select count(*) from bench_buyers)
      join bench_stores s on s.ord = g % (select count(*) from bench_stores)
      join bench_categories c on c.ord = g % (select count(*) from bench_categories)`);
    await run(`create temp table bench_requests on commit drop as
      select row_number() over (order by id) - 1 as ord, id, user_id from adverts where advert_type = 'customerRequest'`);
    await run(`insert into offers (advert_id, seller_id, buyer_id, amount_kurus, delivery_days, revisions, note, valid_until, status, created_at, updated_at)
      select r.id, s.id, r.user_id, (400 + (g::bigint * 104729) % 45000) * 100, 3 + g % 20, g % 4,
        'Teklifimiz malzeme ve işçilik dahildir.', now() + interval '14 days',
        case when g % 5 = 0 then 'rejected' else 'pending' end,
        now() - ((g::bigint * 104729) % 525600) * interval '1 minute', now() - ((g::bigint * 104729) % 525600) * interval '1 minute'
      from generate_series(1, ${offerTotal}) g
      join bench_requests r on r.ord = g % (select count(*) from bench_requests)
      join bench_stores s on s.ord = (g / (select count(*) from bench_requests)) % (select count(*) from bench_stores)
      where s.user_id <> r.user_id`);
    await run(`update adverts a set offers_count = o.n from (select advert_id, count(*)::int as n from offers group by advert_id) o where o.advert_id = a.id`);
  });
  await db.execute(sql`analyze`);
}
