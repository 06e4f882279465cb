import { describe, expect, it } from 'vitest';
import { identityDocumentProblem } from '../../../../rules/identityDocument.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

/* Issue 21 item 8: the demo data held RUCs that fail SUNAT's check digit (7 of 11); every seeded document must pass. */
describe.each(dbKinds)('demo entities (%s)', (kind) => {
  const { server } = suiteServer(kind);

  it('hold identity documents valid for their type (RUC with its check digit, DNI, passport)', async () => {
    const rows = await server.db.query<{ name: string; type: string; number: string }>(
      `select e.name, t.code as type, e.identity_document_number as number
       from entity e join general_parameter_value t on t.id_general_parameter_value = e.id_identity_document_type`,
    );
    expect(rows.filter((r) => r.type === 'RUC').length).toBeGreaterThan(11);
    const wrong = rows.filter((r) => identityDocumentProblem(r.type, r.number) !== null)
      .map((r) => `${r.name}: ${r.type} ${r.number} (${identityDocumentProblem(r.type, r.number)})`);
    expect(wrong).toEqual([]);
  });
});
