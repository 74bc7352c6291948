import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex } from 'antd';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { MfaSetup } from '../../../../shared/schemas/security';
import { useMfaEnableMutation, useMfaSetupMutation } from './securityApi';

// Until the user asks to turn it on, this is one button: the QR code, the key and the recovery codes
// (antd's QRCode, Alert and copyable text) download with the click, beside the setup call, so /profile
// does not carry them in its download.
const loadSecretStep = () => import('./MfaSecretStep');
const loadRecoveryCodes = () => import('./RecoveryCodes');
const MfaSecretStep = lazy(loadSecretStep);
const RecoveryCodes = lazy(loadRecoveryCodes);

interface Props {
  /** A token limited to the setup calls (sign-in of a role that must use two-factor sign-in). */
  limitedToken?: string;
  /** After the recovery codes were shown and the user moves on; `token` replaces a limited one. */
  onDone: (token?: string) => void;
}

/** Turning on an authenticator app: QR code and secret, a first code, then the recovery codes once. */
export default function MfaEnrolment({ limitedToken, onDone }: Props) {
  const message = useMessage();
  const intl = useIntl();
  const [setup, { isLoading: starting }] = useMfaSetupMutation();
  const [enable, { isLoading: enabling }] = useMfaEnableMutation();
  const [secret, setSecret] = useState<MfaSetup | null>(null);
  const [finished, setFinished] = useState<{ codes: string[]; token?: string } | null>(null);

  const start = async () => {
    void loadSecretStep();
    try {
      const answer = await setup({ limitedToken }).unwrap();
      setSecret(answer.data ?? null);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const confirm = async (code: string) => {
    void loadRecoveryCodes();
    try {
      const answer = await enable({ code, limitedToken }).unwrap();
      void message.success(
        answer.message ??
          intl.formatMessage({
            id: 'auth.mfaEnrolment.turnedOn',
            defaultMessage: 'Two-factor sign-in is on',
          }),
      );
      setFinished({ codes: answer.data?.recoveryCodes ?? [], token: answer.data?.token });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  if (finished) {
    return (
      <Flex vertical gap={12}>
        <Suspense fallback={null}>
          <RecoveryCodes codes={finished.codes} />
        </Suspense>
        <Button type="primary" onClick={() => onDone(finished.token)}>
          <FormattedMessage
            id="auth.mfaEnrolment.savedCodes"
            defaultMessage="I have saved my recovery codes"
          />
        </Button>
      </Flex>
    );
  }
  if (!secret) {
    return (
      <Button type="primary" loading={starting} onClick={() => void start()}>
        <FormattedMessage id="auth.mfaEnrolment.turnOn" defaultMessage="Turn on two-factor sign-in" />
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <MfaSecretStep secret={secret} confirming={enabling} onConfirm={(code) => void confirm(code)} />
    </Suspense>
  );
}
