import { useViewer } from '../../auth/index.ts';
import { useWheelPrizes } from '../api/get-wheel-prizes.ts';

/**
 * Whether the prize wheel can be offered (SPEC §2.3, §6): the guest wheel to guests; the daily wheel to
 * players with zero deposits while it has prizes to win. Players who have deposited never see it.
 */
export function useWheelOffered(): boolean {
  const { viewer, isLoading } = useViewer();
  const eligible = Boolean(viewer && !viewer.hasDeposits);
  const prizes = useWheelPrizes(eligible);
  if (!viewer) return !isLoading;
  return eligible && (prizes.data?.items.some((prize) => prize.weight > 0) ?? false);
}
