import type { IntlShape } from 'react-intl';
import {
  DEPENDANT_RELATIONSHIPS,
  RELATIONSHIP_TEXT,
  type Relationship,
} from '../../../../shared/schemas/patients';

const isRelationship = (value: string): value is Relationship =>
  (DEPENDANT_RELATIONSHIPS as readonly string[]).includes(value);

/** A stored relationship ('Child') in the language on screen; a value the list does not know, as stored. */
export const relationshipText = (stored: string, intl: IntlShape): string =>
  isRelationship(stored) ? intl.formatMessage(RELATIONSHIP_TEXT[stored]) : stored;

/** The relationship select's choices: the stored value, in the language on screen. */
export const relationshipOptions = (intl: IntlShape) =>
  DEPENDANT_RELATIONSHIPS.map((value) => ({ value, label: intl.formatMessage(RELATIONSHIP_TEXT[value]) }));
