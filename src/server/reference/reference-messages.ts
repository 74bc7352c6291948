import { defineMessages } from '@formatjs/intl';

/**
 * The reference lists' replies: ids `server.reference.*`, translated in
 * src/locales/<language>/server/server.json. `list` is the list's table, so each language names its entries.
 */
export const REFERENCE_TEXT = defineMessages({
  // the product's wording, word for word
  clinicDayCreated: {
    id: 'server.reference.clinicDayCreated',
    defaultMessage: 'Clinic day "{value}" created successfully!',
  },
  added: {
    id: 'server.reference.added',
    defaultMessage:
      '{list, select, clinic_days {Clinic day} services {Service} locations {Location} specialities {Speciality} other {Slot option}} "{value}" added successfully',
  },
  exists: {
    id: 'server.reference.exists',
    defaultMessage:
      '{list, select, clinic_days {Clinic day} services {Service} locations {Location} specialities {Speciality} other {Slot option}} "{value}" already exists',
  },
  unknown: {
    id: 'server.reference.unknown',
    defaultMessage:
      '"{value}" is not a known {list, select, clinic_days {clinic day} services {service} locations {location} specialities {speciality} other {slot option}}',
  },
});
