import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../auth/index.ts';
import type { FiatOrder } from '../api/get-buy-order.ts';
import { useMarkOrderPaid } from '../api/mark-order-paid.ts';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { toastServerError } from '../status/server-error.ts';
import { fileToBase64, RECEIPT_TYPES, receiptFileError } from './file-to-base64.ts';
import { fieldErrorsOf } from './use-start-deposit.ts';

/**
 * The submit step of the details screen (SPEC §4.2, §5.3): the payer's name and a receipt image, sent as
 * POST .../buy/{id}/paid { name, fileName, fileContent (plain base64) }; success goes to pending.
 */
export function PaidForm({ order, onPaid }: { order: FiatOrder; onPaid: () => void }) {
  const { t } = useTranslation('wallet');
  const { viewer } = useViewer();
  const fileId = useId();
  const fileErrorId = useId();
  const [name, setName] = useState(() => [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' '));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
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

      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('paid.receipt')}
        </label>
        <label
          htmlFor={fileId}
          className={cn(
            'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed bg-sunken p-4 text-center transition focus-within:border-accent hover:border-accent',
            shownFileError ? 'border-danger' : 'border-line-strong',
          )}
        >
          {preview ? (
            <img src={preview} alt={t('paid.preview_alt')} className="max-h-32 rounded-lg object-contain" />
          ) : (
            <span
              className="grid size-10 place-items-center rounded-full bg-accent/20 text-xl text-accent-strong"
              aria-hidden="true"
            >
              ⇪
            </span>
          )}
          <span className="text-sm font-bold">{file ? file.name : t('paid.receipt_pick')}</span>
          <span className="text-xs text-faint">{t('paid.receipt_hint')}</span>
          <input
            id={fileId}
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            className="sr-only"
            required
            aria-invalid={shownFileError ? true : undefined}
            aria-describedby={shownFileError ? fileErrorId : undefined}
            data-testid="fiat-paid-file"
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              setFile(picked);
              paid.reset();
              if (preview) URL.revokeObjectURL(preview);
              setPreview(
                picked?.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
                  ? URL.createObjectURL(picked)
                  : null,
              );
            }}
          />
        </label>
        {shownFileError && (
          <p id={fileErrorId} role="alert" className="text-xs font-medium text-danger">
            {shownFileError}
          </p>
        )}
      </div>

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
