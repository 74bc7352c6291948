import { useEffect, useMemo } from 'react';
import { Button, Card, Form, Input, Table, Tag, type TableColumnsType } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { pageRows } from '../../../lib/api/pagedList';
import { instantText } from '../../../lib/clinicTime/instantText';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import { zodRule } from '../../../lib/zodRule';
import { LANGUAGES } from '../../../../shared/languages';
import { PRIVACY_NOTICE_MAX, noticeTextsSchema, type NoticeTexts } from '../../../../shared/schemas/privacy';
import type { PrivacyNotice } from '../../../../shared/answers/privacy';
import { useGetPrivacyNoticeQuery } from '../../auth';
import { useGetPrivacyNoticesQuery, usePublishPrivacyNoticeMutation } from '../privacyNoticesApi';

const messages = defineMessages({
  title: { id: 'privacyNotices.page.title', defaultMessage: 'Privacy notice' },
  intro: {
    id: 'privacyNotices.page.intro',
    defaultMessage:
      'What the clinic tells patients about the data it keeps and why. Each publication is a new version: everyone is asked to read and accept it at their next sign-in, and sign-up asks for it.',
  },
  write: { id: 'privacyNotices.page.write', defaultMessage: 'Write the next version' },
  form: { id: 'privacyNotices.page.form', defaultMessage: 'The next version of the privacy notice' },
  englishRequired: {
    id: 'privacyNotices.page.englishRequired',
    defaultMessage: 'English is required; a language left empty shows the English text.',
  },
  publish: { id: 'privacyNotices.page.publish', defaultMessage: 'Publish new version' },
  versions: { id: 'privacyNotices.page.versions', defaultMessage: 'Published versions' },
  empty: { id: 'privacyNotices.page.empty', defaultMessage: 'No privacy notice published yet' },
  version: { id: 'privacyNotices.page.version', defaultMessage: 'Version' },
  publishedAt: { id: 'privacyNotices.page.publishedAt', defaultMessage: 'Published' },
  languages: { id: 'privacyNotices.page.languages', defaultMessage: 'Languages' },
  text: { id: 'privacyNotices.page.text', defaultMessage: 'Text (English)' },
});
const published = defineMessage<{ version: number }>({
  id: 'privacyNotices.page.published',
  defaultMessage: 'Version {version} published',
});

const PAGE_SIZE = 10;

/** The codes a version was written in, English first. */
const writtenIn = (notice: PrivacyNotice) => LANGUAGES.filter(({ code }) => notice.texts[code]);

/**
 * /admin/privacy: the clinic's privacy notice. The form starts from the version in force; publishing
 * makes the next version (its number one more), which everyone is asked to accept. Below, every
 * version published, newest first, a page at a time.
 */
export default function PrivacyNoticesPage() {
  const intl = useIntl();
  const message = useMessage();
  const [form] = Form.useForm<NoticeTexts>();
  const list = useListParams({ pageSize: PAGE_SIZE });
  const { data, isFetching } = useGetPrivacyNoticesQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const rows = useMemo(() => pageRows(data), [data]);
  const { data: current } = useGetPrivacyNoticeQuery();
  const [publish, { isLoading }] = usePublishPrivacyNoticeMutation();

  // the form starts from the version in force, to be edited into the next
  useEffect(() => {
    if (current) form.setFieldsValue(current.texts);
  }, [current, form]);

  const onFinish = async (texts: NoticeTexts) => {
    try {
      const answer = await publish({ texts }).unwrap();
      void message.success(
        answer.message ?? intl.formatMessage(published, { version: answer.data?.version ?? 0 }),
      );
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<PrivacyNotice> = [
    { key: 'version', title: intl.formatMessage(messages.version), dataIndex: 'version', width: 100 },
    {
      key: 'publishedAt',
      title: intl.formatMessage(messages.publishedAt),
      render: (_value, notice) => instantText(notice.publishedAt),
    },
    {
      key: 'languages',
      title: intl.formatMessage(messages.languages),
      render: (_value, notice) =>
        writtenIn(notice).map(({ code, name }) => (
          <Tag key={code} lang={code}>
            {name}
          </Tag>
        )),
    },
  ];

  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Card title={intl.formatMessage(messages.write)} style={{ marginBottom: 24 }}>
        <Form<NoticeTexts>
          form={form}
          layout="vertical"
          aria-label={intl.formatMessage(messages.form)}
          onFinish={onFinish}
        >
          <Typography.Paragraph type="secondary">
            {intl.formatMessage(messages.englishRequired)}
          </Typography.Paragraph>
          {LANGUAGES.map(({ code, name }) => (
            <Form.Item
              key={code}
              name={code}
              label={<span lang={code}>{name}</span>}
              required={code === 'en'}
              rules={[zodRule(noticeTextsSchema, code)]}
            >
              <Input.TextArea
                lang={code}
                dir={code === 'ar' ? 'rtl' : 'ltr'}
                autoSize={{ minRows: code === 'en' ? 6 : 3, maxRows: 16 }}
                maxLength={PRIVACY_NOTICE_MAX}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {intl.formatMessage(messages.publish)}
          </Button>
        </Form>
      </Card>
      <Typography.Title level={3}>{intl.formatMessage(messages.versions)}</Typography.Title>
      <Table<PrivacyNotice>
        bordered
        rowKey="version"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (notice) => (
            <div
              style={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}
              aria-label={intl.formatMessage(messages.text)}
            >
              {notice.texts.en}
            </div>
          ),
        }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
    </>
  );
}
