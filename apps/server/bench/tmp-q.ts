import { HaulSearchQuerySchema } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/platform/db/postgres';
import { findSearchPage, orderFor, countSearchResults } from '../src/modules/haul-search/haul-search.repository';
import { searchAnchor } from '../src/modules/haul-search/search-anchor';
import { searchConditions } from '../src/modules/haul-search/search-conditions';
const main = async () => {
  const handle = await openPostgres(process.env.DATABASE_URL as string);
  const db = handle.db;
  const q = HaulSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[2])));
  const options = { driverUserId: '00000000-0000-7000-8000-000000000002', exclusions: { declinedHaulIds: [], blockingShipperIds: [] }, conditions: searchConditions(q, []), anchor: searchAnchor(q), order: orderFor('newest', null), limit: 20, offset: 0 };
  console.log('anchor', JSON.stringify(options.anchor));
  for (let i = 0; i < 3; i += 1) {
    let t = performance.now();
    const c = await countSearchResults(db, options);
    const tc = performance.now() - t;
    t = performance.now();
    const page = await findSearchPage(db, options);
    console.log('count', c, tc.toFixed(1), 'ms; page', page.rows.length, (performance.now() - t).toFixed(1), 'ms');
  }
  await handle.close();
};
main();
