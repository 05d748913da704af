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
import { ApiError, NetworkError } from '../../../../lib/api-client.ts';
import { TWO_FACTOR_DETAILS } from '../../../../lib/one-time-code.ts';
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
  /**
   * Creates the withdrawal, with the player's second factor when two-factor is on (sent as a header, not
   * part of the request the Idempotency-Key stands for); throws the server's error.
   */
  create: (twoFactorCode?: string) => Promise<unknown>;
  /** A creation failure the flow does not turn into a view (the form shows its toast). */
  onCreateError: (error: unknown) => void;
  /** The wager check failed with something other than wager or personal data. */
  onCheckError: (error: unknown) => void;
}

/** While the code is asked for, a failure to send it stays there to be retried: the same request may go again. */
const RETRY_IN_CODE_STEP = new Set(['too_many_requests', 'idempotency_in_progress']);

/**
 * SPEC §4.4 after the confirmation: the wager check, personal data, the bonus-burn warning, then create
 * → pending. With two-factor on (issue 20) the last step first asks for the code (`codeStep`), and
 * `submitCode(code)` creates the withdrawal with it; a wrong or used code keeps the step open with
 * `codeError` for the next one. `confirm()` starts it; `bonusWarning` is true while the warning waits for an answer, which
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
  const [codeStep, setCodeStep] = useState<{ error: unknown } | null>(null);
  const accepted = useRef(false);
  const sendingCode = useRef(false);
  const twoFactorOn = useRef(false);
  twoFactorOn.current = viewer?.twoFactorEnabled === true;
  const forfeiting = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const leave = useCallback((step: Extract<WithdrawStep, { step: 'wager' | 'personal-data' }>) => {
    const { go, view, payload } = latest.current;
    go(step.step, withReturn(view, payload));
  }, []);

  const create = useCallback(
    async (code?: string) => {
      const { go, create: run, onCreateError } = latest.current;
      if (code === undefined && twoFactorOn.current) {
        setCodeStep({ error: null });
        return;
      }
      try {
        await run(code);
        setCodeStep(null);
        go('pending', { type: 'withdraw' });
      } catch (error) {
        const detail = error instanceof ApiError ? error.detail : null;
        if (detail && TWO_FACTOR_DETAILS.includes(detail)) {
          // Asked for a code the page did not know about (turned on in another tab): the viewer is stale.
          if (code === undefined) void queryClient.invalidateQueries({ queryKey: ['me'] });
          setCodeStep({ error: code === undefined ? null : error });
          return;
        }
        if (code !== undefined && (error instanceof NetworkError || RETRY_IN_CODE_STEP.has(detail ?? ''))) {
          setCodeStep({ error });
          return;
        }
        setCodeStep(null);
        if (detail === 'wager' || detail === 'personal_data_required') {
          leave(wagerFailureStep(detail) as Extract<WithdrawStep, { step: 'wager' | 'personal-data' }>);
        } else if (detail && DISABLED_DETAILS.has(detail)) {
          go('withdraw-disabled');
        } else {
          onCreateError(error);
        }
      }
    },
    [leave, queryClient],
  );

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

  const submitCode = useCallback(
    async (code: string) => {
      if (sendingCode.current) return;
      sendingCode.current = true;
      setRunning(true);
      try {
        await create(code);
      } finally {
        sendingCode.current = false;
        setRunning(false);
      }
    },
    [create],
  );

  const dismissCode = useCallback(() => setCodeStep(null), []);

  return {
    confirm,
    running,
    bonusWarning,
    acceptBonusBurn,
    forfeitError,
    dismissBonusWarning,
    codeStep: codeStep !== null,
    codeError: codeStep?.error ?? null,
    submitCode,
    dismissCode,
  };
}
