import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { convert, run } from './messageIds.mjs';

const OLD = `import { defineMessages } from '../defineMessages';

export const m = defineMessages({
  a: { id: 'x.a', defaultMessage: 'It\\'s {n, plural, one {#} other {#}}', description: 'A "note", with commas' },
  b: {
    id: 'x.b',
    defaultMessage: "Say \\"hi\\"",
    description: 'Button',
  },
  // A comment stays.
  'c-d': { description: 'Only a note', id: "x.c" },
  description: { id: 'x.description', defaultMessage: \`Template\` },
});
const inline = intl.formatMessage({ id: 'x.e', defaultMessage: 'Inline' });
const props = { id: 'lim', description: 'a field description stays' };
`;

const NEW = `import { defineMessages } from '../defineMessages';

export const m = defineMessages({
  a: 'x.a',
  b: 'x.b',
  // A comment stays.
  'c-d': 'x.c',
  description: 'x.description',
});
const inline = intl.formatMessage({ id: 'x.e' });
const props = { id: 'lim', description: 'a field description stays' };
`;

describe('convert', () => {
  it('leaves descriptors their ids only, whatever the quotes, order and line breaks', () => {
    const { code, descriptors } = convert(OLD);
    expect(code).toBe(NEW);
    expect(descriptors).toEqual([
      { id: 'x.a', defaultMessage: 'It\'s {n, plural, one {#} other {#}}', description: 'A "note", with commas' },
      { id: 'x.b', defaultMessage: 'Say "hi"', description: 'Button' },
      { id: 'x.c', description: 'Only a note' },
      { id: 'x.description', defaultMessage: 'Template' },
      { id: 'x.e', defaultMessage: 'Inline' },
    ]);
  });

  it('leaves converted code as it is', () => {
    expect(convert(NEW)).toEqual({ code: NEW, descriptors: [] });
  });
});

describe('run', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves descriptions to descriptions.json, keeps en.json\'s words, adds the ids en.json lacks; a second run changes nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'message-ids-'));
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'locales'));
    writeFileSync(join(dir, 'src/messages.ts'), OLD);
    writeFileSync(join(dir, 'locales/en.json'), JSON.stringify({ 'x.a': 'Its words', 'x.b': 'Say "hi"', 'x.c': 'C', 'x.description': 'Template' }));
    writeFileSync(join(dir, 'locales/descriptions.json'), JSON.stringify({ 'x.z': 'Kept', 'x.b': 'Old note' }));
    const report = run(join(dir, 'src'), join(dir, 'locales'));
    expect(report).toMatchObject({ files: 1, descriptors: 5, added: ['x.e'] });
    expect(report.differences).toEqual([expect.objectContaining({ id: 'x.a', en: 'Its words' })]);
    const json = (name: string) => JSON.parse(readFileSync(join(dir, 'locales', name), 'utf8'));
    expect(json('en.json')).toMatchObject({ 'x.a': 'Its words', 'x.e': 'Inline' });
    const descriptions = readFileSync(join(dir, 'locales/descriptions.json'), 'utf8');
    expect(Object.entries(JSON.parse(descriptions))).toEqual([
      ['x.a', 'A "note", with commas'], ['x.b', 'Button'], ['x.c', 'Only a note'], ['x.z', 'Kept'],
    ]);
    expect(run(join(dir, 'src'), join(dir, 'locales'))).toMatchObject({ files: 0, descriptors: 0, added: [] });
    expect(readFileSync(join(dir, 'src/messages.ts'), 'utf8')).toBe(NEW);
    expect(readFileSync(join(dir, 'locales/descriptions.json'), 'utf8')).toBe(descriptions);
  });
});
