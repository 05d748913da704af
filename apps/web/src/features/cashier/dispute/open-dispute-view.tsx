import {
  DISPUTE_ACCEPT_OPTIONS,
  type DisputeAcceptOption,
  disputeShowsAmount,
  isDisputeAcceptOption,
  validateDisputeForm,
} from '@casino/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBuyOrder } from '../api/get-buy-order.ts';
import { type DisputeBody, useOpenDispute } from '../api/open-dispute.ts';
import { AmountInput } from '../crypto-deposit/components/amount-input.tsx';
import { Notice } from '../crypto-deposit/components/notice.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { toastServerError } from '../status/server-error.ts';
import { errorOf, useValidationText } from '../withdraw/lib/validation-text.ts';
import { fileToBase64 } from './read-file.ts';

/** SPEC §2.7 open-dispute, §4.3, §5.3: a buy order the player paid but that did not arrive as it should. */
export function OpenDisputeView({ payload, go }: ViewProps<ViewPayloads['open-dispute']>) {
  const { t } = useTranslation('wallet-history');
  const validationText = useValidationText();
  const orderId = payload.orderId;
  const order = useBuyOrder(orderId);
  const openDispute = useOpenDispute();
  const [name, setName] = useState('');
  const [acceptOption, setAcceptOption] = useState<DisputeAcceptOption | null>(null);
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const fileId = useId();
  const commentId = useId();
  const optionsId = useId();

  const errors = validateDisputeForm({
    name,
    acceptOption,
    file: file ? { type: file.type, size: file.size } : null,
    amount,
    comment,
  });
  const errorText = (field: string) => (submitted ? validationText(errorOf(errors, field)) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length > 0 || !file || !isDisputeAcceptOption(acceptOption)) return;
    let fileContent: string;
    try {
      fileContent = await fileToBase64(file);
    } catch {
      toastServerError(null);
      return;
    }
    const body: DisputeBody = {
      image: {
        name: name.trim(),
        fileName: file.name.replace(/[/\\]/g, '_').slice(0, 200) || 'receipt',
        fileContent,
      },
      acceptOption,
      ...(disputeShowsAmount(acceptOption) && amount.trim() ? { amount: amount.trim() } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    openDispute.mutate(
      { orderId, body },
      {
        onSuccess: () => go('pending', { type: 'dispute' }),
        onError: (error) => toastServerError(error),
      },
    );
  }

  const fileError = errorText('file');
  const optionError = errorText('acceptOption');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Notice tone="info" title={t('dispute.heading', { id: orderId })}>
        {order.data
          ? t('dispute.order', { amount: order.data.valueFrom, currency: order.data.currencyFrom })
          : t('dispute.intro')}
      </Notice>

      <Field
        label={t('dispute.name')}
        value={name}
        autoComplete="name"
        required
        onChange={(event) => setName(event.target.value)}
        hint={t('dispute.nameHint')}
        error={errorText('name')}
        data-autofocus
      />

      <fieldset className="min-w-0" aria-describedby={optionError ? `${optionsId}-error` : undefined}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('dispute.option')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DISPUTE_ACCEPT_OPTIONS.map((option) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={optionsId}
                value={option}
                checked={acceptOption === option}
                onChange={() => setAcceptOption(option)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-full cursor-pointer flex-col gap-0.5 rounded-control border bg-raised px-3.5 py-3 transition hover:border-line-strong',
                  'peer-checked:border-accent peer-checked:bg-accent/15 peer-focus-visible:outline-2 peer-focus-visible:outline-neon',
                  optionError ? 'border-danger' : 'border-line',
                )}
              >
                <span className="text-sm font-bold">{t(`dispute.options.${option}.title`)}</span>
                <span className="text-xs text-muted">{t(`dispute.options.${option}.text`)}</span>
              </span>
            </label>
          ))}
        </div>
        {optionError && (
          <p id={`${optionsId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
            {optionError}
          </p>
        )}
      </fieldset>

      {disputeShowsAmount(acceptOption) && (
        <AmountInput
          label={t('dispute.amount')}
          value={amount}
          onChange={setAmount}
          currency={order.data?.currencyFrom ?? ''}
          precision={2}
          hint={t('dispute.amountHint')}
          error={errorText('amount')}
        />
      )}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('dispute.file')}
        </label>
        <label
          className={cn(
            'flex min-h-16 cursor-pointer items-center gap-3 rounded-control border border-dashed bg-sunken px-3.5 py-3 text-sm transition focus-within:border-accent hover:border-line-strong',
            fileError ? 'border-danger' : 'border-line',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-accent-strong" aria-hidden="true">
            <path
              d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-bold">{file ? file.name : t('dispute.fileChoose')}</span>
            <span className="block text-xs text-muted">{t('dispute.fileHint')}</span>
          </span>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {fileError && (
          <p id={`${fileId}-error`} role="alert" className="text-xs font-medium text-danger">
            {fileError}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('dispute.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          rows={3}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          className="min-h-20 rounded-control border border-line bg-sunken px-3 py-2 text-sm text-ink outline-none transition placeholder:text-faint focus:border-accent"
          placeholder={t('dispute.commentPlaceholder')}
        />
      </div>

      <Button type="submit" variant="primary" size="lg" className="w-full" loading={openDispute.isPending}>
        {t('dispute.submit')}
      </Button>
    </form>
  );
}
