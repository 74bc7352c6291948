import path from 'node:path';
import { readCatalogue, translatedLanguages } from '../../src/server/i18n/catalogues';
import { RELATIONSHIP_TEXT } from '../../src/shared/schemas/patients';

/**
 * Words a reader of each language meets that the catalogue completeness check cannot judge: a
 * family member's relationship is said in the reader's language, and two different actions on one
 * screen never share one word.
 */
const ROOT = path.resolve(__dirname, '../..');

/** Messages a screen shows side by side, each a different action: one word for both misleads. */
const SAME_SCREEN: Array<[string, string, string]> = [
  // the sidebar's Log out beside the appointments page's Leave (the waitlist)
  ['layout.sidebar.logout', 'waitlist.item.leave', 'the appointments page'],
];

describe.each(translatedLanguages().map((language) => [language.code]))('the %s catalogue', (code) => {
  const catalogue = readCatalogue(ROOT, code);

  test('says every family relationship in its own words, not English', () => {
    for (const message of Object.values(RELATIONSHIP_TEXT)) {
      expect({ id: message.id, text: catalogue[message.id] }).toEqual({
        id: message.id,
        text: expect.not.stringMatching(new RegExp(`^${message.defaultMessage}$`, 'i')) as unknown,
      });
    }
  });

  test.each(SAME_SCREEN)('words %s and %s apart (%s)', (first, second) => {
    expect(catalogue[first]).toBeDefined();
    expect(catalogue[second]).toBeDefined();
    expect(catalogue[first]!.trim().toLowerCase()).not.toBe(catalogue[second]!.trim().toLowerCase());
  });
});
