/**
 * The read mix of the load bench and suite, as the screens send it: the persisted operations (relay-compiler's ids,
 * the only documents a production server runs) of the reservation list, the rate search results and the availability
 * grid. The variables are drawn from the demo data of the database under test, so every request finds real rows.
 */
import CheckAvailabilityRouteQuery from '../../src/__generated__/CheckAvailabilityRouteQuery.graphql.ts';
import CheckRatesRouteResultsQuery from '../../src/__generated__/CheckRatesRouteResultsQuery.graphql.ts';
import ReservationsListRouteQuery from '../../src/__generated__/ReservationsListRouteQuery.graphql.ts';
import type { Database } from '../../server/src/db/database.ts';

export interface Operation {
  label: 'reservation list' | 'rate search' | 'availability';
  /** The POST /graphql body. */
  body: { extensions: { persistedQuery: { version: 1; sha256Hash: string } }; variables: Record<string, unknown> };
}

const persisted = (artifact: { params: { id?: string | null } }) => {
  if (!artifact.params.id) throw new Error('relay artifact without a persisted id');
  return { persistedQuery: { version: 1 as const, sha256Hash: artifact.params.id } };
};

/** The login the load runs as: RESVIEW holds exactly these three reads (and needs no second factor). */
export const LOAD_ROLE_EMAIL = 'resview@tourdesk.test';

export interface LoadWorld {
  /** Products with enabled rates, each with a service date its rates cover. */
  rated: { idProduct: string; serviceDate: string }[];
  /** Products with inventory, each with a fortnight to show. */
  stocked: { idProduct: string; dateFrom: string; dateTo: string }[];
  customers: string[];
  adultType: string;
}

/** Reads the demo data of the LIM office for the mix's variables. */
export async function loadWorld(db: Database): Promise<LoadWorld> {
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const rated = await db.query<{ idProduct: string; serviceDate: string }>(
    `select distinct on (i.id_product) i.id_product as "idProduct",
       greatest(r.service_from, current_date)::text as "serviceDate"
     from rate_instance r join product_instance i using (id_product_instance)
     where r.id_ou = $1 and r.enabled and r.service_to >= current_date
       and current_date between r.purchase_from and r.purchase_to
     order by i.id_product, r.service_from limit 20`,
    [idOu],
  );
  const stocked = await db.query<{ idProduct: string; dateFrom: string; dateTo: string }>(
    `select i.id_product as "idProduct", min(d.day)::text as "dateFrom", (min(d.day) + 13)::text as "dateTo"
     from inventory_day d join product_instance i using (id_product_instance) join product p using (id_product)
     where p.id_ou = $1 and d.day >= current_date group by i.id_product limit 20`,
    [idOu],
  );
  const customers = (await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
     where r.code in ('CUSTOMER', 'BOTH') limit 10`,
    [idOu],
  )).map((r) => r.id);
  const [{ id: adultType }] = await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and g.code = 'PASSENGER_TYPE' order by v.code = 'ADULT' desc, v.code limit 1`,
  );
  if (!rated.length || !stocked.length || !customers.length) {
    throw new Error(`demo data lacks rates, inventory or customers: ${rated.length} ${stocked.length} ${customers.length}`);
  }
  return { rated, stocked, customers, adultType };
}

const LIST_SHAPES: Record<string, unknown>[] = [
  { take: 20 },
  { take: 20, skip: 20 },
  { take: 20, sortBy: 'amount', sortDirection: 'DESC' },
  { take: 20, status: 'CONFIRMED' },
  { take: 20, text: 'andes' },
  { take: 20, text: 'LIM' },
  { take: 20, dateFrom: '2026-01-01', dateTo: '2026-12-31' },
];

/** The n-th request of the mix: list, rates and availability in turn, each with varied variables. */
export function operation(world: LoadWorld, n: number): Operation {
  const k = Math.floor(n / 3);
  switch (n % 3) {
    case 0:
      return {
        label: 'reservation list',
        body: { extensions: persisted(ReservationsListRouteQuery), variables: { input: LIST_SHAPES[k % LIST_SHAPES.length] } },
      };
    case 1: {
      const { idProduct, serviceDate } = world.rated[k % world.rated.length];
      return {
        label: 'rate search',
        body: {
          extensions: persisted(CheckRatesRouteResultsQuery),
          variables: {
            asked: true,
            input: {
              idProduct, serviceDate, idEntity: k % 2 ? world.customers[k % world.customers.length] : null,
              passengers: [{ idPassengerType: world.adultType, count: 1 + (k % 3) }], units: 1, nights: 1 + (k % 2),
            },
          },
        },
      };
    }
    default: {
      const { idProduct, dateFrom, dateTo } = world.stocked[k % world.stocked.length];
      return {
        label: 'availability',
        body: {
          extensions: persisted(CheckAvailabilityRouteQuery),
          variables: { hasSelection: true, input: { productIds: [idProduct], dateFrom, dateTo, quantity: 1 + (k % 2) } },
        },
      };
    }
  }
}
