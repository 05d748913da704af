import { formatAmount, formatDisplay, formatMajor } from '@casino/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useViewer } from '../../auth/index.ts';
import { useBalance } from '../../wallet/index.ts';

export interface SlipMoney {
  /** The account currency's code (the stake's), when known. */
  currency: string | undefined;
  /** Decimal places of the account currency (its balance shows them; 2 until it has loaded). */
  precision: number;
  /** Minor units in the account currency, as the player reads money ("$12.50"). */
  minor: (amount: bigint) => string;
  /** A decimal amount in a currency ("12.5", "USD"), in the player's format when it is theirs. */
  major: (amount: string, currency?: string) => string;
}

/** Money on the bet slip and in My bets: the player's account currency and the page's language. */
export function useMoney(): SlipMoney {
  const { i18n } = useTranslation();
  const { viewer } = useViewer();
  const { balance } = useBalance();
  const own = balance?.total.currency;
  const currency = own?.code ?? viewer?.currency.account;
  const precision = balance ? (balance.total.value.split('.')[1]?.length ?? 0) : 2;
  const locale = i18n.language;
  const major = useCallback(
    (amount: string, code = currency) => {
      if (own && own.code === code) return formatDisplay(amount, own.displayFormat, locale);
      const grouped = formatAmount(amount, locale);
      return code ? `${grouped} ${code}` : grouped;
    },
    [own, currency, locale],
  );
  const minor = useCallback((amount: bigint) => major(formatMajor(amount, precision)), [major, precision]);
  return useMemo(() => ({ currency, precision, minor, major }), [currency, precision, minor, major]);
}
