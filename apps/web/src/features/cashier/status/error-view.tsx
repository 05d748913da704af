import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useWalletSend } from '../machine/context.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';

/** SPEC §2.7/§4.2 error (deposit | withdraw): retry (back to the fiat deposit) and, for deposits, another method. */
export function ErrorView({ payload }: ViewProps<ViewPayloads['error']>) {
  const { t } = useTranslation('wallet');
  const send = useWalletSend();
  const type = payload.type === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div
      className="flex flex-col items-center gap-4 py-4 text-center"
      data-testid="wallet-error"
      data-type={type}
    >
      <div
        className="grid size-20 place-items-center rounded-full bg-danger/15 text-danger shadow-[0_0_40px_rgb(255_82_119/0.3)]"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-9" aria-hidden="true">
          <path
            d="M12 7v6m0 4h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <div role="alert">
        <h3 className="text-xl font-black">{t(`error.${type}_title`)}</h3>
        <p className="mx-auto mt-1 max-w-sm text-sm text-muted">{t(`error.${type}_text`)}</p>
      </div>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row-reverse">
        <Button
          variant="primary"
          className="flex-1"
          onClick={() => send({ type: 'retry' })}
          data-testid="wallet-error-retry"
        >
          {t('error.retry')}
        </Button>
        {type === 'deposit' && (
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => send({ type: 'another-method' })}
            data-testid="wallet-error-another"
          >
            {t('error.another_method')}
          </Button>
        )}
      </div>
    </div>
  );
}
