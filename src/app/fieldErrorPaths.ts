interface RawError {
  extensions?: { fields?: Record<string, unknown> };
}

function rawErrors(error: unknown): RawError[] {
  if (!error || typeof error !== 'object') return [];
  if (Array.isArray(error)) return error as RawError[];
  const e = error as { errors?: unknown; source?: { errors?: unknown }; cause?: unknown };
  if (Array.isArray(e.errors)) return e.errors as RawError[];
  if (Array.isArray(e.source?.errors)) return e.source.errors as RawError[];
  return e.cause ? rawErrors(e.cause) : [];
}

/**
 * The VALIDATION messages of a failed mutation keyed by their whole path ('addresses.1.city', 'values.0.code').
 * readGraphQLError keeps only the last segment, which is enough for flat forms but would put a row's error on every
 * row of a list editor; forms with rows read the paths here.
 */
export function readFieldErrorPaths(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of rawErrors(error)) {
    for (const [path, text] of Object.entries(e.extensions?.fields ?? {})) {
      if (!(path in fields)) fields[path] = String(text);
    }
  }
  return fields;
}
