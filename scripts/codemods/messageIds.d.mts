// Types of scripts/codemods/messageIds.mjs for its test.
export interface Descriptor { id: string; defaultMessage?: string; description?: string }
export declare function convert(code: string): { code: string; descriptors: Descriptor[] };
export declare function run(root?: string, locales?: string): {
  files: number; descriptors: number; added: string[];
  differences: { id: string; file: string; code: string; en: string }[];
};
