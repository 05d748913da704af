import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { TextAreaField } from './form-controls.tsx';
import { InlineError } from './states.tsx';

export interface DecisionInput {
  /** Trimmed; '' when none was typed. */
  reason: string;
  /** As typed, trimmed; '' when none. */
  amount: string;
  /** This dialog's one Idempotency-Key: a retry after a lost answer replays, never repeats, the action. */
  idempotencyKey: string;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Render it only while open (`{action && <DecisionDialog …/>}`): each opening is one action with its own
 * Idempotency-Key.
 *
 * One operator decision: what it is about, an optional amount (a changed invoice), a reason when the call
 * takes one (required or optional), and the confirm button. The dialog stays open with the server's refusal
 * in words until the operator retries or cancels; it closes on success.
 */
export function DecisionDialog({
  open,
  onClose,
  title,
  summary,
  confirmLabel,
  tone = 'primary',
  reason = 'none',
  amount,
  onConfirm,
  onDone,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  summary?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'success' | 'danger';
  reason?: 'none' | 'optional' | 'required';
  /** A decimal with up to two places, optional: left empty, the server's own amount applies. */
  amount?: { label: string; hint?: string; placeholder?: string };
  onConfirm: (input: DecisionInput) => Promise<unknown>;
  onDone?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('backoffice');
  const [key] = useState(newIdempotencyKey);
  const [reasonText, setReasonText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [shown, setShown] = useState(false);

  const reasonMissing = reason === 'required' && reasonText.trim() === '';
  const amountInvalid = amount !== undefined && amountText.trim() !== '' && !AMOUNT.test(amountText.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (reasonMissing || amountInvalid || pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm({ reason: reasonText.trim(), amount: amountText.trim(), idempotencyKey: key });
      onDone?.();
      onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={pending ? () => {} : onClose} title={title} closeLabel={t('actions.close')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={testId}>
        {summary && <div className="text-sm text-muted">{summary}</div>}
        {amount && (
          <Field
            label={amount.label}
            hint={amount.hint}
            placeholder={amount.placeholder}
            inputMode="decimal"
            data-autofocus
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={shown && amountInvalid ? t('validation.invalid_amount') : null}
          />
        )}
        {reason !== 'none' && (
          <TextAreaField
            label={reason === 'required' ? t('decision.reason') : t('decision.reasonOptional')}
            value={reasonText}
            maxLength={500}
            required={reason === 'required'}
            data-autofocus={amount ? undefined : true}
            onChange={(event) => setReasonText(event.target.value)}
            error={shown && reasonMissing ? t('validation.required') : null}
          />
        )}
        <InlineError error={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant={tone}
            loading={pending}
            data-autofocus={reason === 'none' && !amount ? true : undefined}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
