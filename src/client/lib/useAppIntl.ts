import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { getIntl } from '../i18n/intl';

/**
 * react-intl's formatter for a shared piece that may also be used on its own, outside the app's
 * providers (a hook or a pager tried alone): there it is the app's current formatter (English until a
 * language is chosen). Inside the providers it is useIntl(), re-rendering on a change of language.
 */
export function useAppIntl(): IntlShape {
  return (useContext(IntlContext) as IntlShape | null) ?? getIntl();
}
