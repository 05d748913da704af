import {
  DISPUTE_ACCEPT_OPTIONS,
  type DisputeAcceptOption,
  disputeShowsAmount,
  FIAT_PRECISION,
  isDisputeAcceptOption,
  validateDisputeForm,
} from '@casino/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useBuyOrder } from '../api/get-buy-order.ts';
import { type DisputeBody, useOpenDispute } from '../api/open-dispute.ts';
import { AmountInput } from '../components/amount-input.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { Notice } from '../components/notice.tsx';
import { ReceiptInput } from '../components/receipt-input.tsx';
import { fileToBase64 } from '../lib/file-to-base64.ts';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { toastServerError } from '../status/server-error.ts';
import { errorOf, useValidationText } from '../withdraw/lib/validation-text.ts';

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
  const commentId = useId();

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

      <ChoiceGroup
        legend={t('dispute.option')}
        value={acceptOption}
        onChange={setAcceptOption}
        options={DISPUTE_ACCEPT_OPTIONS.map((option) => ({
          value: option,
          content: (
            <>
              <span className="text-sm font-bold text-ink">{t(`dispute.options.${option}.title`)}</span>
              <span className="text-xs font-normal text-muted">{t(`dispute.options.${option}.text`)}</span>
            </>
          ),
        }))}
        className="grid gap-2 sm:grid-cols-2"
        optionClassName="flex-col gap-0.5 px-3.5 py-3"
        error={optionError}
      />

      {disputeShowsAmount(acceptOption) && (
        <AmountInput
          label={t('dispute.amount')}
          value={amount}
          onChange={setAmount}
          currency={order.data?.currencyFrom ?? ''}
          precision={FIAT_PRECISION}
          hint={t('dispute.amountHint')}
          error={errorText('amount')}
        />
      )}

      <ReceiptInput
        label={t('dispute.file')}
        pickText={t('dispute.fileChoose')}
        hint={t('dispute.fileHint')}
        previewAlt={t('paid.preview_alt', { ns: 'wallet' })}
        file={file}
        onChange={setFile}
        error={fileError}
      />

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
