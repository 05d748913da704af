import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { LineIcon, StatusHero } from '../components/status-hero.tsx';
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
      <StatusHero
        tone="danger"
        role="alert"
        icon={
          <LineIcon className="size-9" strokeWidth={2.2}>
            <path d="M12 7v6m0 4h.01" />
            <circle cx="12" cy="12" r="9.5" />
          </LineIcon>
        }
        title={t(`error.${type}_title`)}
        text={t(`error.${type}_text`)}
      />
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
