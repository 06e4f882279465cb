import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVATION_OPERATIONS } from '../../../machines/reservationEditor/reservationAbilities';

describe('the operations the reservation screens ask about', () => {
  it('are exactly the ones the abilities read (none missing: a missing name would hide a button for everyone)', () => {
    const source = readFileSync(join(__dirname, '../reservationOperations.ts'), 'utf8');
    const asked = /allowedOperations\(names: \[([^\]]*)\]/.exec(source)![1].match(/"(\w+)"/g)!.map((name) => name.slice(1, -1));
    expect([...asked].sort()).toEqual([...Object.values(RESERVATION_OPERATIONS)].sort());
  });
});
