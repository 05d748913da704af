import { useTranslation } from '../../../i18n/index.ts';
import type { FiatMethod } from '../api/get-conditions.ts';
import { AssetIcon } from '../components/asset-icon.tsx';
import { formatMoney, trimAmount } from '../lib/format.ts';
import { useMethodText } from '../lib/method-name.ts';

/** The chosen method at the top of the fiat deposit screens: icon, name, label and limits. */
export function MethodSummary({ method, amount }: { method: FiatMethod; amount?: string }) {
  const { t } = useTranslation('wallet');
  const text = useMethodText();
  return (
    <div className="flex items-center gap-3 rounded-card border border-line bg-gradient-to-r from-raised to-surface p-3">
      <AssetIcon src={method.iconBig || method.icon} code={method.method} className="size-11" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-extrabold">{text.name(method)}</p>
        <p className="truncate text-xs text-muted">
          {t('fiat.limits', {
            min: formatMoney(trimAmount(method.buy.minAmount), method.currency),
            max: formatMoney(trimAmount(method.buy.maxAmount), method.currency),
          })}
        </p>
      </div>
      {amount && (
        <p className="tabular shrink-0 text-right text-lg font-black text-ink">
          {formatMoney(amount, method.currency)}
        </p>
      )}
    </div>
  );
}
