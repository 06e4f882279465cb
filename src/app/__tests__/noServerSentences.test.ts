import { describe, expect, it } from 'vitest';
import { codeOf, sourceFiles } from './sourceFiles';

/*
 * Issue 19: the client words refusals from their codes (src/app/errors), so no screen may read the server's English
 * back: no regular expression or string comparison on an error's `message`, no read of the English `extensions.fields`
 * map. One exception is SPEC section 8's transport rule ("a network error whose message mentions an invalid token"),
 * which src/relay/environment.ts follows literally.
 */
const READS_MESSAGE = [
  /\.test\([^\n;&]*\.message\b/,
  /\bmessage\)?\??\.(includes|startsWith|endsWith|match|search)\(/,
  /\.message\s*[!=]==/,
  /[!=]==\s*[\w.?]*\.message\b/,
  /extensions\??\.fields\b/,
];
const SPEC_TRANSPORT_RULE = 'src/relay/environment.ts';

describe("no screen reads the server's English back", () => {
  const files = sourceFiles('src');

  it('reads the client sources', () => {
    expect(files).toContain('src/app/errors/serverErrors.ts');
    expect(files.length).toBeGreaterThan(300);
  });

  it('matches no error message against a text or a regular expression', () => {
    const found = files.filter((file) => file !== SPEC_TRANSPORT_RULE).flatMap((file) => codeOf(file).split('\n')
      .filter((line) => READS_MESSAGE.some((pattern) => pattern.test(line)))
      .map((line) => `${file}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('keeps the one transport rule SPEC words that way', () => {
    expect(READS_MESSAGE.some((pattern) => pattern.test(codeOf(SPEC_TRANSPORT_RULE)))).toBe(true);
  });
});
