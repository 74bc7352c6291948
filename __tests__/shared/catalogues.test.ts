import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { englishMessages } from '../../scripts/i18n/english';
import { BROWSER_FILE_BUDGET, browserCatalogueFiles, compileCatalogues } from '../../scripts/i18n/compile';
import { readCatalogue, translatedLanguages } from '../../src/server/i18n/catalogues';

const ROOT = path.resolve(__dirname, '../..');

// extraction parses every source file once for the whole file's tests
jest.setTimeout(60_000);

interface Shape {
  /** placeholders and tags, e.g. "{name}", "<link>" */
  parts: Set<string>;
  /** each plural argument's categories */
  plurals: Map<string, Set<string>>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { parts: new Set(), plurals: new Map() };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        shape.parts.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      shape.parts.add(`{${element.value}}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        if (element.type === TYPE.plural && element.pluralType === 'cardinal') {
          shape.plurals.set(element.value, new Set(Object.keys(element.options)));
        }
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return shape;
}

let english: Record<string, string>;
beforeAll(async () => {
  english = await englishMessages(ROOT);
});

test('English has messages, each a valid ICU message under an id of its area', () => {
  expect(Object.keys(english).length).toBeGreaterThan(0);
  for (const [id, message] of Object.entries(english)) {
    expect(id).toMatch(/^[a-z][a-zA-Z0-9]*\.[a-zA-Z0-9.]+$/);
    expect(() => parse(message)).not.toThrow();
  }
});

describe.each(translatedLanguages().map((language) => [language.code]))('the %s catalogue', (code) => {
  test('has exactly the ids of English', () => {
    const catalogue = readCatalogue(ROOT, code);
    const missing = Object.keys(english).filter((id) => !(id in catalogue));
    const extra = Object.keys(catalogue).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test("keeps each message's placeholders and tags, and every plural category the language needs", () => {
    const catalogue = readCatalogue(ROOT, code);
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [id, translation] of Object.entries(catalogue)) {
      if (!(id in english)) continue;
      let theirs: Shape;
      try {
        theirs = shapeOf(translation);
      } catch {
        problems.push(`${id}: not a valid ICU message`);
        continue;
      }
      const ours = shapeOf(english[id]!);
      const sorted = (parts: Set<string>) => [...parts].sort().join(' ');
      if (sorted(theirs.parts) !== sorted(ours.parts)) {
        problems.push(
          `${id}: has ${sorted(theirs.parts) || 'nothing'}, English ${sorted(ours.parts) || 'nothing'}`,
        );
      }
      for (const [argument, categories] of theirs.plurals) {
        const lacking = needed.filter((category) => !categories.has(category));
        if (lacking.length > 0) problems.push(`${id}: {${argument}} lacks ${lacking.join(', ')}`);
      }
      if (translation.trim() === '') problems.push(`${id}: empty`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the browser’s compiled catalogue files', () => {
  let compiled: string;
  beforeAll(async () => {
    compiled = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-budget-'));
    await compileCatalogues(ROOT, compiled);
  });
  afterAll(() => fs.rmSync(compiled, { recursive: true, force: true }));

  /** A file's weight as webpack ships it: the JSON inlined in a chunk (JSON.parse('…')), gzip. */
  const shippedGzip = (file: string) => {
    const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
    const inlined = json.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const chunk = `"use strict";(self.webpackChunkclinicbook=self.webpackChunkclinicbook||[]).push([[1],{1:e=>{e.exports=JSON.parse('${inlined}')}}]);`;
    return gzipSync(chunk, { level: 9 }).length;
  };

  test.each(translatedLanguages().map((language) => [language.code]))(
    'of %s each stay within 20 KB gzip (scripts/i18n/compile.ts splits them by area)',
    (code) => {
      const weights = Object.fromEntries(
        browserCatalogueFiles(code).map(([file]) => [file, shippedGzip(path.join(compiled, file))]),
      );
      const over = Object.entries(weights).filter(([, bytes]) => bytes > BROWSER_FILE_BUDGET);
      expect(over).toEqual([]);
    },
  );
});
