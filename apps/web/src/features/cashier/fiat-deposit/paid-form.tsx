import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import type { FiatOrder } from '../api/get-buy-order.ts';
import { useMarkOrderPaid } from '../api/mark-order-paid.ts';
import { ReceiptInput } from '../components/receipt-input.tsx';
import { fileToBase64 } from '../lib/file-to-base64.ts';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { toastServerError } from '../status/server-error.ts';
import { receiptFileError } from './receipt-file.ts';
import { fieldErrorsOf } from './use-start-deposit.ts';

/**
 * The submit step of the details screen (SPEC §4.2, §5.3): the payer's name and a receipt image, sent as
 * POST .../buy/{id}/paid { name, fileName, fileContent (plain base64) }; success goes to pending.
 */
export function PaidForm({ order, onPaid }: { order: FiatOrder; onPaid: () => void }) {
  const { t } = useTranslation('wallet');
  const { viewer } = useViewer();
  const [name, setName] = useState(() => [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' '));
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const paid = useMarkOrderPaid(order.id);
  const server = fieldErrorsOf(paid.error) ?? {};

  const nameError = name.trim() === '' ? 'Validation.required' : null;
  const fileError = receiptFileError(file);
  const shownNameError =
    (submitted || nameTouched) && nameError ? t(nameError) : server.name ? t(server.name.message) : null;
  const shownFileError =
    submitted && fileError ? t(fileError) : server.fileContent ? t(server.fileContent.message) : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || fileError || !file) return;
    try {
      const fileContent = await fileToBase64(file);
      await paid.mutateAsync({
        name: name.trim(),
        fileName: file.name.slice(0, 200) || 'receipt',
        fileContent,
      });
      onPaid();
    } catch (error) {
      if (!fieldErrorsOf(error)) toastServerError(error, { fallback: 'deposit' });
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="fiat-paid-form"
    >
      <div className="rounded-card border border-line bg-sunken/70 p-4">
        <p className="text-xs font-bold uppercase tracking-[0.14em] text-faint">
          {t('details.amount_to_pay')}
        </p>
        <p className="tabular mt-1 text-2xl font-black">
          {formatMoney(trimAmount(order.valueFrom), order.currencyFrom)}
        </p>
        <p className="mt-1 text-sm text-muted">{t('paid.intro')}</p>
      </div>

      <Field
        label={t('paid.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          paid.reset();
        }}
        onBlur={() => setNameTouched(true)}
        error={shownNameError}
        required
        data-testid="fiat-paid-name"
      />

      <ReceiptInput
        label={t('paid.receipt')}
        pickText={t('paid.receipt_pick')}
        hint={t('paid.receipt_hint')}
        previewAlt={t('paid.preview_alt')}
        file={file}
        onChange={(picked) => {
          setFile(picked);
          paid.reset();
        }}
        error={shownFileError}
        testId="fiat-paid-file"
      />

      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={paid.isPending}
        data-testid="fiat-paid-submit"
      >
        {t('paid.submit')}
      </Button>
    </form>
  );
}
