import {
  type BalanceView,
  hasBurnableBonus,
  nextWithdrawStep,
  type WagerCheckResult,
  type WithdrawStep,
  wagerFailureStep,
} from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useViewer } from '../../../auth/index.ts';
import { BONUSES_KEY } from '../../../bonuses/index.ts';
import { profileCompleteness } from '../../../profile/index.ts';
import { BALANCE_KEY, balanceQueryOptions } from '../../../wallet/index.ts';
import { fetchWagerCheck } from '../../api/get-wager.ts';
import { type ViewProps, type WalletView, withReturn } from '../../machine/views.ts';
import { WITHDRAW_VERIFY_REQUIRED } from '../config.ts';
import { forfeitBonuses } from './forfeit-bonuses.ts';

/** Details the server answers that end the form's flow in a view rather than a message. */
const DISABLED_DETAILS = new Set(['payments_are_disabled', 'wallet_fiat_banned']);

export interface WithdrawFlowOptions {
  /** Where wager / personal-data return to: this form's view and payload. */
  view: WalletView;
  payload: Record<string, string>;
  go: ViewProps['go'];
  /** Creates the withdrawal; throws the server's error. */
  create: () => Promise<unknown>;
  /** A creation failure the flow does not turn into a view (the form shows its toast). */
  onCreateError: (error: unknown) => void;
  /** The wager check failed with something other than wager or personal data. */
  onCheckError: (error: unknown) => void;
}

/**
 * SPEC §4.4 after the confirmation: the wager check, personal data, the bonus-burn warning, then create
 * → pending. `confirm()` starts it; `bonusWarning` is true while the warning waits for an answer, which
 * `acceptBonusBurn()` (withdraw) continues: it forfeits the active bonuses first (the server refuses a
 * withdrawal while one is active), and only once that is done creates the withdrawal. A failed forfeit
 * stays on the warning with `forfeitError` and creates nothing.
 */
export function useWithdrawFlow(options: WithdrawFlowOptions) {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [bonusWarning, setBonusWarning] = useState(false);
  const [forfeitError, setForfeitError] = useState<unknown>(null);
  const accepted = useRef(false);
  const forfeiting = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const leave = useCallback((step: Extract<WithdrawStep, { step: 'wager' | 'personal-data' }>) => {
    const { go, view, payload } = latest.current;
    go(step.step, withReturn(view, payload));
  }, []);

  const create = useCallback(async () => {
    const { go, create: run, onCreateError } = latest.current;
    try {
      await run();
      go('pending', { type: 'withdraw' });
    } catch (error) {
      const detail = error instanceof ApiError ? error.detail : null;
      if (detail === 'wager' || detail === 'personal_data_required') {
        leave(wagerFailureStep(detail) as Extract<WithdrawStep, { step: 'wager' | 'personal-data' }>);
      } else if (detail && DISABLED_DETAILS.has(detail)) {
        go('withdraw-disabled');
      } else {
        onCreateError(error);
      }
    }
  }, [leave]);

  /**
   * The bonuses as the server has them now: the wager check itself ends bonuses that are wagered or past
   * their deadline, so the cached balance may still list one that a withdrawal no longer burns.
   */
  const currentBonuses = useCallback(async () => {
    try {
      const balance = await queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 });
      return balance.userBonuses;
    } catch {
      return queryClient.getQueryData<BalanceView>(balanceQueryOptions().queryKey)?.userBonuses ?? [];
    }
  }, [queryClient]);

  const run = useCallback(async () => {
    let wager: WagerCheckResult;
    let checkError: unknown = null;
    try {
      await fetchWagerCheck();
      wager = { passed: true };
    } catch (error) {
      checkError = error;
      wager = { passed: false, detail: error instanceof ApiError ? error.detail : 'network_error' };
    }
    const step = nextWithdrawStep({
      wager,
      verifyRequired: WITHDRAW_VERIFY_REQUIRED,
      profileComplete: viewer ? profileCompleteness(viewer).complete : false,
      hasBonuses: wager.passed && hasBurnableBonus(await currentBonuses()),
      bonusBurnAccepted: accepted.current,
    });
    switch (step.step) {
      case 'wager':
      case 'personal-data':
        leave(step);
        return;
      case 'error':
        latest.current.onCheckError(checkError);
        return;
      case 'bonus-burn':
        setBonusWarning(true);
        return;
      case 'create':
        await create();
    }
  }, [create, currentBonuses, leave, viewer]);

  const confirm = useCallback(async () => {
    if (running) return;
    setRunning(true);
    try {
      await run();
    } finally {
      setRunning(false);
    }
  }, [run, running]);

  const acceptBonusBurn = useCallback(async () => {
    if (forfeiting.current) return;
    forfeiting.current = true;
    setForfeitError(null);
    setRunning(true);
    try {
      try {
        await forfeitBonuses();
      } catch (error) {
        setForfeitError(error ?? new Error('forfeit_failed'));
        return;
      }
      // The bonus money is gone: the balance and the bonuses page show it at once.
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      void queryClient.invalidateQueries({ queryKey: BONUSES_KEY });
      accepted.current = true;
      setBonusWarning(false);
      await create();
    } finally {
      forfeiting.current = false;
      setRunning(false);
    }
  }, [create, queryClient]);

  const dismissBonusWarning = useCallback(() => {
    setBonusWarning(false);
    setForfeitError(null);
  }, []);

  return {
    confirm,
    running,
    bonusWarning,
    acceptBonusBurn,
    forfeitError,
    dismissBonusWarning,
  };
}
