import { lazy, Suspense, useEffect, useState } from 'react';
import { useChainedSearchParams } from '../../../lib/searchParams/useChainedSearchParams';

const RebookDialog = lazy(() => import('./RebookDialog'));

/**
 * '/appointments?rebook={id}', the link of a closed day's notification: the parameter is
 * taken out of the URL at once (Back or a reload does not ask again) and its visit's rebook dialog
 * opens.
 */
export function useRebookLink() {
  const [params, setParams] = useChainedSearchParams();
  const linked = params.get('rebook');
  const [appointmentId, setAppointmentId] = useState<string | null>(null);
  // each link opens its dialog once: closing it must not reopen it while the URL still shows the id
  const [openedLink, setOpenedLink] = useState<string | null>(null);
  if (linked && linked !== openedLink) {
    setOpenedLink(linked);
    setAppointmentId(linked);
  }

  useEffect(() => {
    if (!linked) return;
    setParams(
      (current) => {
        current.delete('rebook');
        return current;
      },
      { replace: true },
    );
  }, [linked, setParams]);

  return (
    appointmentId && (
      <Suspense fallback={null}>
        <RebookDialog
          key={appointmentId}
          appointmentId={appointmentId}
          onClose={() => setAppointmentId(null)}
        />
      </Suspense>
    )
  );
}
