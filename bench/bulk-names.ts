import { sql, type RawBuilder } from 'kysely';

/**
 * How the bench names people. `few`: 100 distinct names (10 first names × 10 surnames), which the
 * 10,000-appointment read set keeps (its export searches for 'Chiamaka Obi'). `varied`: one of 40 first
 * names and a surname of four generated syllables (25⁴, about 390,000 surnames), so a search for a
 * 4–5 letter name part matches a small share of the people, as it would in a real register.
 */
export type NameStyle = 'few' | 'varied';

const FIRST = ['Chiamaka', 'Tunde', 'Ngozi', 'Emeka', 'Aisha', 'Femi', 'Zainab', 'Kelechi', 'Funmi'];
const FIRST_VARIED = [
  ...FIRST,
  ...['Ibrahim', 'Adaeze', 'Bolaji', 'Chidi', 'Damilola', 'Ebele', 'Folake', 'Gbenga'],
  ...['Halima', 'Ifeoma', 'Jide', 'Kemi', 'Lanre', 'Maryam', 'Nnamdi', 'Obinna', 'Peju', 'Rotimi'],
  ...['Simisola', 'Tobi', 'Uche', 'Yetunde', 'Abubakar', 'Bisi', 'Dayo', 'Efe', 'Hauwa', 'Ikenna'],
  ...['Jumoke', 'Kunle', 'Mercy'],
];
const LAST = ['Obi', 'Bakare', 'Eze', 'Nwosu', 'Bello', 'Adeyemi', 'Musa', 'Okeke', 'Alabi', 'Sani'];
const SYLLABLES = ['a', 'ba', 'chi', 'de', 'du', 'e', 'fo', 'gbe', 'ko', 'ku', 'la', 'le', 'lu'];
const SYLLABLES_MORE = ['ma', 'mi', 'na', 'ndu', 'nwo', 'o', 'ra', 'si', 'tu', 'wa', 'ye', 'zi'];
const ALL_SYLLABLES = [...SYLLABLES, ...SYLLABLES_MORE];

export const textArray = (items: string[]) => sql`ARRAY[${sql.join(items.map((s) => sql.lit(s)))}]::text[]`;

/** A pseudo-random member of `items` for the integer SQL expression `n` (hashint4, so neighbours differ). */
const pick = (items: string[], n: RawBuilder<unknown>, salt: number) =>
  sql`(${textArray(items)})[1 + abs(hashint4(${n} * 31 + ${sql.lit(salt)})) % ${sql.lit(items.length)}]`;

/**
 * The SQL of person `n`'s first name and surname. `salt` keeps two kinds of people with the same
 * number (patient 7, doctor 7) from sharing a name.
 */
export function personName(style: NameStyle, n: RawBuilder<unknown>, salt = 0) {
  if (style === 'few') {
    return {
      first: sql<string>`(${textArray([...FIRST, 'Ibrahim'])})[1 + ${n} % 10]`,
      last: sql<string>`(${textArray(LAST)})[1 + (${n} / 10) % 10]`,
    };
  }
  const syllable = (position: number) => pick(ALL_SYLLABLES, n, salt + position);
  return {
    first: sql<string>`${pick(FIRST_VARIED, n, salt)}`,
    last: sql<string>`initcap(${syllable(1)} || ${syllable(2)} || ${syllable(3)} || ${syllable(4)})`,
  };
}
