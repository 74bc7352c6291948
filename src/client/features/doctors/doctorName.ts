import { defineMessage, type IntlShape } from 'react-intl';

const fullName = defineMessage<{ firstName: string; lastName: string }>({
  id: 'doctors.doctor.fullName',
  defaultMessage: 'Dr. {firstName} {lastName}',
});

/** A doctor's name as patients and the clinic read it: 'Dr. Ada Obi'. */
export const formatDoctorName = (intl: IntlShape, doctor: { firstName: string; lastName: string }) =>
  intl.formatMessage(fullName, { firstName: doctor.firstName, lastName: doctor.lastName });
