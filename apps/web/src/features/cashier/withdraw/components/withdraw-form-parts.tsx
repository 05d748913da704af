import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../i18n/index.ts';
import { AmountInput } from '../../components/amount-input.tsx';
import { useLocaleNavigate } from '../lib/use-locale-navigate.ts';
import type { useWithdrawFlow } from '../lib/use-withdraw-flow.ts';
import { BonusBurnDialog } from './bonus-burn-dialog.tsx';
import { InlineDialog } from './inline-dialog.tsx';
import { SummaryList } from './summary-list.tsx';
import { TwoFactorDialog } from './two-factor-dialog.tsx';

/** The crypto and fiat withdrawal forms' parts: amount with limits, and the confirmation. */

/** The amount field, the limits under it and a 'Max' button that fills in `max` (when there is one). */
export function AmountWithLimits({
  limits,
  max,
  onMax,
  ...input
}: ComponentProps<typeof AmountInput> & {
  limits: ReactNode;
  /** Absent: no 'Max' button. */
  max?: string | null;
  onMax: (max: string) => void;
}) {
  const { t } = useTranslation('wallet-withdraw');
  return (
    <div className="space-y-2">
      <AmountInput {...input} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="tabular" data-testid="withdraw-limits">
          {limits}
        </span>
        {max && (
          <button
            type="button"
            className="rounded-md px-2 py-1 font-bold text-accent-strong hover:bg-accent/10"
            onClick={() => onMax(max)}
          >
            {t('crypto.max')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * SPEC §4.4 steps 1 and 4: the form's submit button; the confirmation dialog with the withdrawal's summary
 * (the form opens it; confirm starts the flow); then, when the flow asks, the bonus-burn warning (play →
 * /bonuses, withdraw → continue) and, with two-factor on, the code (issue 20).
 */
export function WithdrawSubmit({
  label,
  disabled,
  open,
  onClose,
  rows,
  flow,
}: {
  label: string;
  disabled?: boolean;
  open: boolean;
  onClose: () => void;
  rows: ComponentProps<typeof SummaryList>['rows'];
  flow: ReturnType<typeof useWithdrawFlow>;
}) {
  const { t } = useTranslation('wallet-withdraw');
  const navigateTo = useLocaleNavigate();
  return (
    <>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full"
        disabled={disabled}
        loading={flow.running}
      >
        {label}
      </Button>
      <InlineDialog open={open} onClose={onClose} title={t('confirm.title')} description={t('confirm.text')}>
        <SummaryList rows={rows} />
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button onClick={onClose}>{t('confirm.cancel')}</Button>
          <Button
            variant="primary"
            data-autofocus
            loading={flow.running}
            onClick={() => {
              void flow.confirm().finally(onClose);
            }}
          >
            {t('confirm.submit')}
          </Button>
        </div>
      </InlineDialog>
      <BonusBurnDialog
        open={flow.bonusWarning}
        busy={flow.running}
        error={flow.forfeitError}
        onClose={flow.dismissBonusWarning}
        onPlay={() => navigateTo('/bonuses')}
        onWithdraw={() => void flow.acceptBonusBurn()}
      />
      <TwoFactorDialog
        open={flow.codeStep}
        error={flow.codeError}
        busy={flow.running}
        onSubmit={(code) => void flow.submitCode(code)}
        onClose={flow.dismissCode}
      />
    </>
  );
}

/**
 * Back from personal-data with the profile filled (`resume=confirm` in the payload): once the form is
 * ready, the confirmation opens again if the kept draft is still valid.
 */
export function useResumeConfirm(
  payload: Record<string, string | undefined>,
  ready: boolean,
  valid: boolean,
  open: () => void,
) {
  const resumed = useRef(false);
  const resume = payload.resume;
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (resume !== 'confirm' || resumed.current || !ready) return;
    resumed.current = true;
    if (valid) openRef.current();
  }, [resume, ready, valid]);
}
