import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LOCATIONS, SERVICES, SLOT_OPTIONS, SPECIALITIES, addItem, type ReferenceList } from '../reference';

/** The demo reference data; clinic days come with every database (migration 003). */
const DEMO_REFERENCE: Array<[ReferenceList, Array<string | number>]> = [
  [
    SERVICES,
    ['General Practice', 'Paediatrics', 'Cardiology', 'Dermatology', 'Obstetrics & Gynaecology', 'Dentistry'],
  ],
  [LOCATIONS, ['Ikeja', 'Lekki', 'Yaba', 'Surulere', 'Victoria Island']],
  [
    SPECIALITIES,
    [
      'Family Medicine',
      'Neonatology',
      'Interventional Cardiology',
      'Cosmetic Dermatology',
      'Maternal-Fetal Medicine',
      'Orthodontics',
    ],
  ],
  [SLOT_OPTIONS, [5, 10, 20, 30]],
];

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  for (const [list, values] of DEMO_REFERENCE) {
    for (const value of values) await addItem(db, list, value);
  }
}
