import type { BonusSettings } from '@casino/shared';
import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { useUpdateLoyalty } from '../api/update-loyalty.ts';

function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-bold text-ink">
          {label}
        </p>
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition touch:h-8 touch:w-14 disabled:cursor-wait disabled:opacity-60',
          checked ? 'border-accent bg-accent shadow-glow' : 'border-line-strong bg-sunken',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-ink shadow transition-transform touch:size-6',
            checked ? 'translate-x-6 touch:translate-x-7' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

/**
 * SPEC §7 POST /api/v2/users/loyalty: whether the welcome bonus is added to the player's fiat and crypto
 * deposits. The preferred bonuses are sent back as they are.
 */
export function LoyaltySettings({ settings }: { settings: BonusSettings }) {
  const { t } = useTranslation('bonuses');
  const update = useUpdateLoyalty();
  const shown = update.isPending && update.variables ? update.variables : settings;
  const save = (change: Partial<Pick<BonusSettings, 'isWelcomeEnabledFiat' | 'isWelcomeEnabledCrypto'>>) =>
    update.mutate({
      isWelcomeEnabledFiat: settings.isWelcomeEnabledFiat,
      isWelcomeEnabledCrypto: settings.isWelcomeEnabledCrypto,
      preferredFiat: settings.preferredFiat,
      preferredCrypto: settings.preferredCrypto,
      ...change,
    });
  return (
    <Card aria-labelledby="bonus-settings-title" data-testid="loyalty-settings">
      <CardTitle id="bonus-settings-title">{t('settings.title')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('settings.text')}</p>
      <div className="mt-2 divide-y divide-line/60">
        <Switch
          label={t('settings.fiat')}
          hint={t('settings.fiatHint')}
          checked={shown.isWelcomeEnabledFiat}
          disabled={update.isPending}
          onChange={(next) => save({ isWelcomeEnabledFiat: next })}
        />
        <Switch
          label={t('settings.crypto')}
          hint={t('settings.cryptoHint')}
          checked={shown.isWelcomeEnabledCrypto}
          disabled={update.isPending}
          onChange={(next) => save({ isWelcomeEnabledCrypto: next })}
        />
      </div>
      {update.isError && (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {apiErrorText(update.error, t)}
        </p>
      )}
    </Card>
  );
}
