import { FormattedMessage, defineMessage, useIntl } from 'react-intl';
import PhoneNumber from '../../../components/PhoneNumber';
import PhoneChangeModal from '../../../components/PhoneChangeModal';
import { zodRule } from '../../../lib/zodRule';
import { PATIENT_TEXT, correctPatientPhoneSchema } from '../../../../shared/schemas/patients';
import type { UnusablePhoneRow } from '../../../../shared/patientTypes';
import { useCorrectPatientPhoneMutation } from '../patientsApi';

const LABEL = defineMessage({ id: 'patients.correctPhone.label', defaultMessage: 'Mobile number' });

const RULE = zodRule(correctPatientPhoneSchema, 'phone');

/**
 * The desk puts in the mobile number a patient gives in place of one that cannot receive
 * texts; saved, the patient leaves the list of such numbers (the list is asked for again).
 */
export default function CorrectPhoneModal({
  patient,
  onClose,
}: {
  patient: UnusablePhoneRow;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [correct] = useCorrectPatientPhoneMutation();
  return (
    <PhoneChangeModal
      title={intl.formatMessage(
        { id: 'patients.correctPhone.title', defaultMessage: 'Correct the number of {name}' },
        { name: patient.name },
      )}
      label={intl.formatMessage(LABEL)}
      help={
        <FormattedMessage
          id="patients.correctPhone.stored"
          defaultMessage="On record now: {phone}"
          values={{ phone: <PhoneNumber phone={patient.phone} /> }}
        />
      }
      autoComplete="off"
      rule={RULE}
      save={(phone) => correct({ userId: patient._id, phone }).unwrap()}
      saved={PATIENT_TEXT.phoneCorrected}
      onClose={onClose}
    />
  );
}
