import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { englishMessages } from '../../scripts/i18n/english';
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
