/*
 * Package maintenance (products area): the field rules of a package, its checks against the OU's instances, its
 * writes, the list and the availability per start date. What a package is and how it sells lives in ../packages.ts;
 * resolvers/packages.ts maps GraphQL to these calls.
 */
import type { RuleProblem } from '../../../../rules/fields.ts';
import { packageProblems } from '../../../../rules/package.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { PackageAvailabilityInput, PackageInput, SearchInput } from '../../graphql/resolvers-types.ts';
import { containsPattern, duplicate, FieldErrors, isUniqueViolation, isUuid, notFoundField, pageOf } from '../../graphql/validation.ts';
import type { PackageModel } from '../../models.ts';
import { CODE_HAS_SPACES } from '../generalParameters.ts';
import { MAX_GRID_DAYS, checkDateRange, checkUnits } from '../inventory.ts';
import { PACKAGE_COLUMNS, findPackage, loadPackageItems, packageAvailability } from '../packages.ts';
import { foldSearchText } from '../searchText.ts';

const PACKAGE_CODE_TAKEN = 'A package with this code already exists';
export const ADD_ITEM = 'Add at least one item';
export const CHOOSE_ACTIVE_INSTANCE = 'Choose an active product instance';

const PACKAGE_SORTS = {
  name: 'lower(k.name)', code: 'upper(k.code)', durationDays: 'k.duration_days', idStatus: 'k.id_status',
  createdAt: 'k.created_at', updatedAt: 'k.updated_at',
};

/** The packages list: the OU's packages whose code, name or short name contain the text (any case or accents). */
export async function searchPackages(db: Queryable, idOu: string, input: SearchInput) {
  const page = pageOf(input, PACKAGE_SORTS, 'name');
  const params: unknown[] = [idOu];
  const filters = ['k.id_ou = $1'];
  if (page.text) {
    params.push(containsPattern(foldSearchText(page.text)));
    filters.push(`k.search_text like $${params.length}`);
  }
  if (page.status) {
    params.push(page.status);
    filters.push(`k.id_status = $${params.length}`);
  }
  const where = filters.join(' and ');
  const [data, [{ count }]] = await Promise.all([
    db.query<PackageModel>(
      `select ${PACKAGE_COLUMNS} from package k where ${where} order by ${page.orderBy}, k.id_package
       offset ${page.skip} limit ${page.take}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from package k where ${where}`, params),
  ]);
  return { data, count };
}

/** The server's English beside the shared rule's codes (the old `fields` map). */
function packageEnglish(problem: RuleProblem): string | undefined {
  const { code, params } = problem;
  switch (code) {
    case 'HAS_SPACES': return CODE_HAS_SPACES;
    case 'NUMBER_RANGE': return `Must be a whole number from ${params.min} to ${params.max}`;
    case 'PART_BEYOND_PACKAGE': return `The part must end within the package's ${params.days} days`;
    case 'TOO_FEW': return ADD_ITEM;
    case 'TOO_MANY': return `At most ${params.max} items`;
    default: return undefined;
  }
}

/** The field rules of a package (rules/package.ts; nothing touches the database here). */
function readPackage(errors: FieldErrors, data: PackageInput) {
  errors.addProblems(packageProblems(data), packageEnglish);
  const items = data.items ?? [];
  return {
    code: data.code?.trim(),
    name: data.name?.trim(),
    shortName: data.shortName?.trim(),
    description: data.description?.trim() || null,
    durationDays: data.durationDays,
    items: items.map((item) => ({
      idProductInstance: item.idProductInstance?.trim() || undefined,
      dayOffset: item.dayOffset,
      nights: item.nights ?? 1,
      quantity: item.quantity ?? 1,
    })),
  };
}

type PackageFields = ReturnType<typeof readPackage>;

/** What only the database can tell: the instances are active and the OU's, the code is free. */
async function checkPackageAgainstDatabase(tx: Queryable, idOu: string, errors: FieldErrors, fields: PackageFields) {
  const ids = [...new Set(fields.items.map((i) => i.idProductInstance).filter((id): id is string => Boolean(id) && isUuid(id!)))];
  const usable = new Set(ids.length
    ? (await tx.query<{ id: string }>(
      `select pi.id_product_instance as id from product_instance pi join product p on p.id_product = pi.id_product
       where pi.id_product_instance = any($1::uuid[]) and p.id_ou = $2 and pi.id_status = 'ACTIVE' and p.id_status = 'ACTIVE'`,
      [ids, idOu],
    )).map((r) => r.id)
    : []);
  fields.items.forEach((item, i) => {
    if (item.idProductInstance && !usable.has(item.idProductInstance)) errors.addCode(`items.${i}.idProductInstance`, 'NOT_ACTIVE', {}, CHOOSE_ACTIVE_INSTANCE);
  });
  if (fields.code && !errors.fields.code) {
    const taken = await tx.query('select 1 from package where id_ou = $1 and upper(code) = upper($2)', [idOu, fields.code]);
    if (taken.length) errors.addCode('code', 'DUPLICATE', {}, PACKAGE_CODE_TAKEN);
  }
}

/** A new package of the viewer's OU with its parts, checked whole before anything is written. */
export async function createPackage(db: Database, viewer: Viewer, data: PackageInput) {
  const errors = new FieldErrors();
  const fields = readPackage(errors, data);
  try {
    return await db.transaction(async (tx) => {
      await checkPackageAgainstDatabase(tx, viewer.idOu, errors, fields);
      errors.check();
      const [row] = await tx.query<{ id: string }>(
        `insert into package (id_ou, code, name, short_name, description, duration_days, id_user_create, id_user_update)
         values ($1, $2, $3, $4, $5, $6, $7, $7) returning id_package as id`,
        [viewer.idOu, fields.code, fields.name, fields.shortName, fields.description, fields.durationDays, viewer.idUser],
      );
      await tx.query(
        `insert into package_item (id_package, id_product_instance, day_offset, nights, quantity, sort_order)
         select $1::uuid, * from unnest($2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[])`,
        [row.id, fields.items.map((i) => i.idProductInstance), fields.items.map((i) => i.dayOffset),
          fields.items.map((i) => i.nights), fields.items.map((i) => i.quantity), fields.items.map((_, i) => i)],
      );
      return (await findPackage(tx, viewer.idOu, row.id))!;
    });
  } catch (error) {
    // Two saves of one code at once: the unique index decides.
    if (isUniqueViolation(error)) throw duplicate(PACKAGE_CODE_TAKEN, 'code');
    throw error;
  }
}

/** How many of the package sell on each start date of the range (the grid's days at most). */
export async function availabilityOfPackage(db: Queryable, viewer: Viewer, input: PackageAvailabilityInput) {
  const errors = new FieldErrors();
  const idPackage = errors.id('idPackage', input.idPackage);
  checkDateRange(errors, input.dateFrom, input.dateTo, { maxDays: MAX_GRID_DAYS });
  const packages = checkUnits(errors, 'quantity', input.quantity, 1, 1)!;
  errors.check();
  const pkg = await findPackage(db, viewer.idOu, idPackage!);
  if (!pkg) throw notFoundField('Package', 'idPackage');
  const items = (await loadPackageItems(db, [pkg.idPackage])).get(pkg.idPackage) ?? [];
  return packageAvailability(db, viewer.idOu, pkg, items, input.dateFrom!, input.dateTo!, packages);
}

