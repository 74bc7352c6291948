import { useState } from 'react';
import { Button, Flex } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import PhoneNumber from '../../../components/PhoneNumber';
import PhoneChangeModal from '../../../components/PhoneChangeModal';
import { zodRule } from '../../../lib/zodRule';
import { PHONE_SAVED_TEXT, phoneChangeSchema } from '../../../../shared/schemas/profile';
import { useUpdatePhoneMutation } from '../authApi';

const messages = defineMessages({
  change: { id: 'auth.ownPhone.change', defaultMessage: 'Change' },
  title: { id: 'auth.ownPhone.title', defaultMessage: 'Change phone number' },
  label: { id: 'auth.ownPhone.label', defaultMessage: 'Mobile number' },
  help: {
    id: 'auth.ownPhone.help',
    defaultMessage:
      'Texts about your appointments go to this number. Enter it as you dial it, e.g. 0803 123 4567.',
  },
});

const RULE = zodRule(phoneChangeSchema, 'phone');

/**
 * The profile's phone and its Change button: the account holder puts in a mobile number,
 * say after the clinic found theirs could not receive texts. The session keeps the updated user.
 */
export default function OwnPhoneNumber({ phone }: { phone: string }) {
  const intl = useIntl();
  const [updatePhone] = useUpdatePhoneMutation();
  const [open, setOpen] = useState(false);
  return (
    <Flex wrap align="center" gap={8}>
      {phone && <PhoneNumber phone={phone} />}
      <Button size="small" aria-label={intl.formatMessage(messages.title)} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.change)}
      </Button>
      {open && (
        <PhoneChangeModal
          title={intl.formatMessage(messages.title)}
          label={intl.formatMessage(messages.label)}
          help={intl.formatMessage(messages.help)}
          initialPhone={phone}
          rule={RULE}
          save={(typed) => updatePhone({ phone: typed }).unwrap()}
          saved={PHONE_SAVED_TEXT}
          onClose={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}
