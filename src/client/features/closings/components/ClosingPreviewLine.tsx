import { Alert, Spin } from 'antd';
import { errorMessage } from '../../../app/api';
import { useGetClosingPreviewQuery, type ClosingRequest } from '../closingsApi';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Covers 2 clinic days. This will cancel 3 appointments.' */
export const previewText = (dates: number, appointments: number) =>
  `Covers ${plural(dates, 'clinic day')}. This will cancel ${plural(appointments, 'appointment')}.`;

/**
 * The closing dialog's live confirmation: what closing the chosen days would cancel, as the server
 * counts it now, or why those days cannot be closed. Nothing until days are chosen.
 */
export default function ClosingPreviewLine({ request }: { request: ClosingRequest | null }) {
  const { data, error, isFetching, isError } = useGetClosingPreviewQuery(
    request ?? { doctorId: '', date: '' },
    {
      skip: !request,
      refetchOnMountOrArgChange: true,
    },
  );
  if (!request) return null;
  if (isFetching) return <Spin size="small" aria-label="Counting the appointments" />;
  if (isError) return <Alert type="error" showIcon title={errorMessage(error)} role="status" />;
  if (!data) return null;
  return (
    <Alert
      type={data.appointments > 0 ? 'warning' : 'info'}
      showIcon
      role="status"
      title={previewText(data.dates.length, data.appointments)}
    />
  );
}
