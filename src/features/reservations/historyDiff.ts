/** Bookkeeping columns every change touches; listing them would hide what a person actually changed. */
const IGNORED = new Set(['version', 'updatedAt', 'createdAt', 'idUserUpdate', 'idUserCreate', 'sortOrder', 'idInventoryHold']);

/** The fields a history entry changed, read from its before/after JSON (an add or delete lists none). */
export function changedFields(before: string | null | undefined, after: string | null | undefined): string[] {
  if (!before || !after) return [];
  try {
    const a = JSON.parse(before) as Record<string, unknown>;
    const b = JSON.parse(after) as Record<string, unknown>;
    return Object.keys({ ...a, ...b }).filter((k) => !IGNORED.has(k) && JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  } catch {
    return [];
  }
}
