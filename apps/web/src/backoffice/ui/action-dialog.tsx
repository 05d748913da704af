import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { InlineError } from './states.tsx';

/**
 * A form in a dialog for one operator action (render it only while open: one opening, one
 * Idempotency-Key). `submit` returns null when the form's own checks failed (it shows why), else the
 * request; the server's refusal stays in the dialog in words, success closes it.
 */
export function ActionDialog({
  title,
  description,
  submitLabel,
  tone = 'primary',
  onClose,
  submit,
  onDone,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  tone?: 'primary' | 'success' | 'danger';
  onClose: () => void;
  submit: (idempotencyKey: string) => Promise<unknown> | null;
  onDone: (result: unknown) => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('backoffice');
  const [key] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const request = submit(key);
    if (!request) return;
    setPending(true);
    setError(null);
    try {
      const result = await request;
      onDone(result);
      onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={pending ? () => {} : onClose}
      title={title}
      description={description}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={testId}>
        {children}
        <InlineError error={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={tone} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
