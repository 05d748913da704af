import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The VIP drawer (SPEC §2.5) lives in the URL as `?vip=1`, as the bonus drawer does with `bonus10`: a link
 * opens it, a reload keeps it. Any feature opens it through here; only features/vip draws it.
 */
export const VIP_PARAM = 'vip';

export function useVipDrawer() {
  const [params, setParams] = useSearchParams();
  const value = params.get(VIP_PARAM);
  const open = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(VIP_PARAM, '1');
        return updated;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(VIP_PARAM);
          return updated;
        },
        // Closing is not a page of its own: the back button does not open the drawer again.
        { replace: true },
      ),
    [setParams],
  );
  return { isOpen: value !== null && value !== '0', open, close };
}
