import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Flex, List, Tag } from 'antd';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../lib/clinicTime/instantText';
import { pageRows } from '../../../lib/api/pagedList';
import type { User } from '../../../../shared/types';
import type { ConsentEvent } from '../../../../shared/answers/privacy';
import { useGetConsentEventsQuery } from './privacyApi';

const SUBJECTS = defineMessages<ConsentEvent['consent']>({
  privacyNotice: { id: 'auth.consents.privacyNotice', defaultMessage: 'Privacy notice' },
  appointmentTexts: { id: 'auth.consents.appointmentTexts', defaultMessage: 'Texts about my appointments' },
  appointmentMail: { id: 'auth.consents.appointmentMail', defaultMessage: 'E-mail about my appointments' },
  reviewName: { id: 'auth.consents.reviewName', defaultMessage: 'My name on my published reviews' },
});
const METHODS = defineMessages<ConsentEvent['method']>({
  web: { id: 'auth.consents.web', defaultMessage: 'on the web' },
  desk: { id: 'auth.consents.desk', defaultMessage: 'at the front desk' },
  text: { id: 'auth.consents.text', defaultMessage: 'by text message' },
});
const messages = defineMessages({
  given: { id: 'auth.consents.given', defaultMessage: 'Given' },
  withdrawn: { id: 'auth.consents.withdrawn', defaultMessage: 'Withdrawn' },
  listLabel: { id: 'auth.consents.listLabel', defaultMessage: 'Consents given and withdrawn' },
  none: { id: 'auth.consents.none', defaultMessage: 'You have not accepted a privacy notice yet.' },
  empty: { id: 'auth.consents.empty', defaultMessage: 'Nothing recorded yet' },
});
const accepted = defineMessage<{ version: number; date: string }>({
  id: 'auth.consents.accepted',
  defaultMessage: 'You accepted privacy notice version {version} on {date}.',
});
const detail = defineMessage<{ date: string; method: string; version: number | string }>({
  id: 'auth.consents.detail',
  defaultMessage: '{date}, {method}, privacy notice {version}',
});

const PAGE_SIZE = 5;

/**
 * /profile "Privacy and consents": the notice version accepted and when, then every consent given or
 * withdrawn (the switches above, a text's STOP, the desk), newest first, a page at a time.
 */
export default function ConsentsSection({ user }: { user: User }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetConsentEventsQuery({ page, pageSize: PAGE_SIZE });
  const rows = useMemo(() => pageRows(data), [data]);
  const { acceptedVersion, acceptedAt } = user.privacy;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {acceptedVersion !== null && acceptedAt
          ? intl.formatMessage(accepted, {
              version: acceptedVersion,
              date: instantText(acceptedAt, { withTime: false }),
            })
          : intl.formatMessage(messages.none)}
      </Typography.Paragraph>
      <List<ConsentEvent>
        size="small"
        bordered
        loading={isFetching}
        dataSource={rows}
        aria-label={intl.formatMessage(messages.listLabel)}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: data?.total, onChange: setPage, size: 'small' }
            : false
        }
        renderItem={(event) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{intl.formatMessage(SUBJECTS[event.consent])}</span>
                  <Tag color={event.given ? 'green' : 'orange'}>
                    {intl.formatMessage(event.given ? messages.given : messages.withdrawn)}
                  </Tag>
                </Flex>
              }
              description={intl.formatMessage(detail, {
                date: instantText(event.at),
                method: intl.formatMessage(METHODS[event.method]),
                version: event.noticeVersion ?? '–',
              })}
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
