import { formatAmount } from '@casino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { PlayerSummary } from '../api/types.ts';
import { formatMoney } from '../lib/format.ts';
import { Badge } from '../ui/badge.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl border border-line bg-surface/80 px-3 py-2.5">
      <dt className="text-[0.6875rem] font-bold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Balances, VIP, ban state and payment restrictions at a glance. */
export function PlayerSummaryFacts({ player }: { player: PlayerSummary }) {
  const { t, i18n } = useTranslation('backoffice');
  const { balance } = player;
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      <Fact label={t('player.balance')} testId="player-balance">
        <span className="tabular text-base font-black">
          {money(balance.fiat.value, balance.fiat.currency.code)}
        </span>
      </Fact>
      <Fact label={t('player.total')}>
        <span className="tabular">{money(balance.total.value, balance.total.currency.code)}</span>
      </Fact>
      <Fact label={t('player.bonuses')}>
        {balance.userBonuses.length === 0 ? (
          <span className="text-muted">{t('player.noBonuses')}</span>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {balance.userBonuses.map((bonus, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the balance lists bonuses without ids, in a stable order.
              <li key={i} className="tabular">
                {money(bonus.amount.value, bonus.amount.currency.code)}{' '}
                <span className="text-xs text-muted">
                  {t('player.wager', {
                    current: formatAmount(bonus.wager.current, i18n.language),
                    total: formatAmount(bonus.wager.total, i18n.language),
                  })}{' '}
                  · {bonus.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label={t('player.deposits')}>
        <span className="tabular">{player.depositCount}</span>
      </Fact>
      <Fact label={t('player.status')} testId="player-ban-state">
        {player.banReason ? (
          <Badge tone="danger">
            {t('player.bannedFor', {
              reason: t(`banReasons.${player.banReason}`, { defaultValue: player.banReason }),
            })}
          </Badge>
        ) : (
          <Badge tone="success">{t('players.active')}</Badge>
        )}
      </Fact>
      <Fact label={t('player.vip')}>
        {player.isVip ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="warning">{t('players.vipLevel', { level: player.vipLevel })}</Badge>
            {player.vipManager && (
              <span className="text-xs text-muted">@{player.vipManager.telegramUsername}</span>
            )}
          </span>
        ) : (
          <span className="text-muted">{t('player.notVip', { level: player.vipLevel })}</span>
        )}
      </Fact>
      <Fact label={t('player.restrictions')}>
        <span className="flex flex-wrap gap-1.5">
          {player.buyBanned && <Badge tone="danger">{t('player.buyBanned')}</Badge>}
          {player.fiatBanned && <Badge tone="danger">{t('player.fiatBanned')}</Badge>}
          {!player.buyBanned && !player.fiatBanned && (
            <span className="text-muted">{t('player.noRestrictions')}</span>
          )}
        </span>
      </Fact>
      <Fact label={t('player.account')}>
        {player.currency} · {player.language}
      </Fact>
    </dl>
  );
}
