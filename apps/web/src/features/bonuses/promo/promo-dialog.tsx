import type { BonusView, Money } from '@casino/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { errorReference } from '../../../lib/api-error-text.ts';
import { useWallet } from '../../../lib/wallet-modal.ts';
import { CoinIcon, GiftIcon, SpinIcon } from '../components/bonus-icons.tsx';
import { RuleList } from '../components/rule-list.tsx';
import { bonusHeadline, formatMoney } from '../lib/bonus-rules.ts';
import { promoErrorText } from './promo-errors.ts';
import type { PromoState } from './promo-state.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

function CodeChip({ code }: { code: string }) {
  const { t } = useTranslation('bonuses');
  return (
    <p className="inline-flex w-fit items-center rounded-full border border-gold/40 bg-gold/10 px-3 py-1 font-mono text-xs font-bold tracking-wider text-gold">
      {t('promo.code', { code })}
    </p>
  );
}

function Hero({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-card border border-accent/30 bg-gradient-to-br from-accent/15 via-raised to-surface p-4">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/30 to-raised text-gold shadow-glow-gold"
      >
        {icon}
      </span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function MainResult({ amount, locale, t }: { amount: Money; locale: string; t: Translate }) {
  return (
    <Hero icon={<CoinIcon className="size-6" />}>
      <p className="tabular text-3xl font-black text-success" data-testid="promo-amount">
        {t('promo.main.amount', { amount: formatMoney(amount, locale) })}
      </p>
      <p className="mt-1 text-sm text-ink/85">{t('promo.main.text')}</p>
    </Hero>
  );
}

function BonusSummary({
  bonus,
  text,
  locale,
  t,
}: {
  bonus: BonusView;
  text: string;
  locale: string;
  t: Translate;
}) {
  const spins = bonus.progress?.freespinsLeft ?? bonus.conditions.freespinsCount;
  return (
    <Hero icon={spins > 0 ? <SpinIcon className="size-6" /> : <GiftIcon className="size-6" />}>
      <p className="text-base font-extrabold text-ink">{bonus.title}</p>
      <p className="text-sm font-bold text-gold">{bonusHeadline(bonus.conditions, t)}</p>
      <p className="mt-1 text-sm text-ink/85">{text}</p>
      {bonus.progress && Number(bonus.progress.amount.value) > 0 && (
        <p className="mt-1 text-sm text-ink">
          {t('promo.bonus.amount')}:{' '}
          <span className="tabular font-bold">{formatMoney(bonus.progress.amount, locale)}</span>
        </p>
      )}
    </Hero>
  );
}

function Conditions({ bonus, t }: { bonus: BonusView; t: Translate }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xs font-bold uppercase tracking-[0.16em] text-faint">{t('info.conditions')}</h3>
      <RuleList conditions={bonus.conditions} />
    </div>
  );
}

/**
 * SPEC §2.4 promo-code modal: conditions (the bonus's rules and a deposit button that opens the wallet's
 * deposit tab), main (the amount added to the balance), bonus (granted; a button to /bonuses), plus the
 * activation on its way and a failure in words. The answer is announced (role=status / alert).
 */
export function PromoDialog({
  state,
  onClose,
  onRetry,
}: {
  state: PromoState;
  onClose: () => void;
  /** Shown for a failure that kept the code (no connection, rate limit, server fault). */
  onRetry?: () => void;
}) {
  const { t, i18n } = useTranslation(['bonuses', 'common']);
  const wallet = useWallet();
  const locale = i18n.language;

  let title: string;
  let body: React.ReactNode;
  let actions: React.ReactNode;

  if (state.status === 'pending') {
    title = t('promo.pending.title');
    body = (
      <p role="status" className="flex items-center gap-3 text-sm text-muted">
        <Spinner className="size-5" />
        {t('promo.pending.text', { code: state.code })}
      </p>
    );
    actions = null;
  } else if (state.status === 'error') {
    const reference = errorReference(state.error);
    title = t('promo.error.title');
    body = (
      <div role="alert" className="rounded-control border border-danger/40 bg-danger/10 p-4 text-sm">
        <p className="font-semibold text-ink">{promoErrorText(state.error, t)}</p>
        {state.kept && <p className="mt-1 text-muted">{t('promo.error.kept')}</p>}
        {reference && <p className="mt-1 text-xs text-faint">{t('errors.reference', { key: reference })}</p>}
      </div>
    );
    actions = (
      <>
        <Button onClick={onClose}>{t('promo.error.close')}</Button>
        {state.kept && onRetry && (
          <Button variant="primary" onClick={onRetry}>
            {t('promo.error.retry')}
          </Button>
        )}
      </>
    );
  } else if (state.result.kind === 'main') {
    title = t('promo.main.title');
    body = (
      <div role="status">
        <MainResult amount={state.result.amount} locale={locale} t={t} />
      </div>
    );
    actions = (
      <Button variant="primary" className="sm:col-span-2" onClick={onClose}>
        {t('promo.main.continue')}
      </Button>
    );
  } else if (state.result.kind === 'bonus') {
    const { bonus } = state.result;
    title = t('promo.bonus.title');
    body = (
      <div className="flex flex-col gap-4">
        <div role="status">
          <BonusSummary
            bonus={bonus}
            text={t('promo.bonus.text', { title: bonus.title })}
            locale={locale}
            t={t}
          />
        </div>
        <Conditions bonus={bonus} t={t} />
      </div>
    );
    actions = (
      <Link
        to={`/${locale}/bonuses`}
        onClick={onClose}
        className="inline-flex min-h-11 items-center justify-center rounded-control bg-accent px-4 text-sm font-bold text-accent-ink shadow-glow transition hover:bg-accent-hover sm:col-span-2"
      >
        {t('promo.bonus.go')}
      </Link>
    );
  } else {
    const { bonus } = state.result;
    title = t('promo.conditions.title');
    body = (
      <div className="flex flex-col gap-4">
        <div role="status">
          <BonusSummary
            bonus={bonus}
            text={t('promo.conditions.text', { title: bonus.title })}
            locale={locale}
            t={t}
          />
        </div>
        <Conditions bonus={bonus} t={t} />
      </div>
    );
    actions = (
      <>
        <Button onClick={onClose}>{t('promo.conditions.later')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            wallet.open('deposit');
          }}
        >
          {t('promo.conditions.deposit')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('common:close')} className="sm:max-w-lg!">
      <div className="flex flex-col gap-4" data-testid="promo-dialog" data-state={stateName(state)}>
        <CodeChip code={state.code} />
        {body}
        {actions && <div className="grid gap-2 sm:grid-cols-2">{actions}</div>}
      </div>
    </Dialog>
  );
}

const stateName = (state: PromoState): string => (state.status === 'done' ? state.result.kind : state.status);
