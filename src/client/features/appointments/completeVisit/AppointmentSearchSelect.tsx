import { defineMessages, useIntl } from 'react-intl';
import { Select, Spin, type SelectProps } from 'antd';
import type { Appointment } from '../../../../shared/schemas/appointments';
import type { AppointmentChoices } from './useAppointmentChoices';

type AppointmentSearchSelectProps = Omit<SelectProps<string>, 'options' | 'showSearch'> & {
  choices: AppointmentChoices;
  /** An option's text. */
  labelOf: (a: Appointment) => string;
  /** When set, the one disabled option shown while nothing matches the filters at all. */
  noneText?: string;
};

const messages = defineMessages({
  noMatch: { id: 'appointments.searchSelect.noMatch', defaultMessage: 'No matching appointments' },
  searching: { id: 'appointments.searchSelect.searching', defaultMessage: 'Searching' },
});

/**
 * A Select of appointments searched by the server as the user types (see useAppointmentChoices):
 * no filtering in the browser, a spinner while an answer is on its way. Form.Item's id, value and
 * onChange pass through to the Select. A chosen option keeps its label when a later search leaves
 * it out (the Select caches labels of chosen values).
 */
export default function AppointmentSearchSelect({
  choices,
  labelOf,
  noneText,
  ...selectProps
}: AppointmentSearchSelectProps) {
  const intl = useIntl();
  const options =
    choices.noneAtAll && noneText
      ? [{ value: '', label: noneText, disabled: true }]
      : choices.appointments.map((a) => ({ value: a._id, label: labelOf(a) }));
  return (
    <Select<string>
      {...selectProps}
      options={options}
      showSearch={{ filterOption: false, onSearch: choices.onSearch }}
      // choosing empties the box without telling onSearch: the choices follow the box
      onSelect={choices.clearSearch}
      loading={choices.isLoading}
      notFoundContent={
        choices.searching ? (
          // a status may carry a name; the spinner's own element (a plain div) may not
          <span role="status" aria-label={intl.formatMessage(messages.searching)}>
            <Spin size="small" />
          </span>
        ) : (
          intl.formatMessage(messages.noMatch)
        )
      }
    />
  );
}
