import type pg from 'pg';
import { CRYPTO_CURRENCIES } from './currencies.config.ts';
import type { FiatMethodConfig } from './methods.config.ts';

const icon = (kind: string, id: string, big = false) => `/icons/${kind}/${id}${big ? '-big' : ''}.svg`;

/**
 * SPEC §3 fiat payment methods as GET /api/v2/wallet/orders/conditions lists them, plus `isAvailable`:
 * false when no payment provider serves the method (it is shown, but cannot take orders).
 */
export function conditionsView(methods: FiatMethodConfig[], isAvailable: (methodId: string) => boolean) {
  return methods.map((m) => ({
    isAvailable: isAvailable(m.id),
    id: m.id,
    name: m.name,
    icon: icon('methods', m.method),
    iconBig: icon('methods', m.method, true),
    method: m.method,
    label: m.label,
    currency: m.currency,
    priority: m.priority,
    buy: {
      minAmount: m.buy.minAmount,
      maxAmount: m.buy.maxAmount,
      multiplyOrdersAllowed: m.buy.multiplyOrdersAllowed,
      externalDetailsFields: m.buy.externalDetailsFields,
    },
    sell: {
      minAmount: m.sell.minAmount,
      maxAmount: m.sell.maxAmount,
      levels: m.sell.levels,
      subbanks: m.sell.subbanks.map((s) => ({ ...s, icon: icon('banks', s.id) })),
    },
  }));
}

/** SPEC §3 crypto and fiat currencies as GET /api/v1/wallet/currencies/bonus lists them. */
export async function currenciesView(pool: pg.Pool) {
  const { rows } = await pool.query<{
    code: string;
    name: string;
    precision: number;
    is_fiat: boolean;
    display_format: string;
    icon: string;
  }>('SELECT code, name, precision, is_fiat, display_format, icon FROM currencies ORDER BY sort_order');
  const crypto = new Map(CRYPTO_CURRENCIES.map((c) => [c.code, c]));
  return rows.map((row) => {
    const settings = crypto.get(row.code);
    const depositBonus = settings ? Number(settings.depositBonus) : 0;
    return {
      code: row.code,
      name: row.name,
      icon: row.icon,
      iconBig: row.icon.replace(/\.svg$/, '-big.svg'),
      network: settings?.network ?? null,
      precision: row.precision,
      isFiat: row.is_fiat,
      withdrawAllowed: settings?.withdrawAllowed ?? row.is_fiat,
      minWithdrawAmount: settings?.minWithdrawAmount ?? null,
      minDepositAmount: settings?.minDepositAmount ?? null,
      addressFormat: settings?.addressFormat ?? null,
      displayFormat: row.display_format,
      valuePresets: settings?.valuePresets ?? [],
      additionalProviders: settings?.additionalProviders ?? [],
      // A display figure for the page (shown as depositBonus × 100 %), not money.
      depositBonus,
      depositBonusAvailable: depositBonus > 0,
    };
  });
}
