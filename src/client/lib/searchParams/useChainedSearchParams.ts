import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose updates build on one another. React Router hands a functional update the
 * params of the last render, so two changes in one render cycle (a debounced search landing as the
 * user picks a filter) would each start from the same old URL and the second would drop the first.
 * Here each change starts from the URL the previous change made, or from the URL shown once it moves
 * on (Back, a link).
 */
export function useChainedSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
