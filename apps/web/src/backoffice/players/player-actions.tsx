import { BAN_REASONS, type BanReason, type OperatorMe, VIP_MAX_LEVEL } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { BACKOFFICE, keys } from '../api/keys.ts';
import { playerActions } from '../api/player-actions.ts';
import type { PlayerSummary } from '../api/types.ts';
import { allowedPlayerActions } from '../lib/permissions.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../ui/form-controls.tsx';
import { validAdjustment, validBonus, validTelegram } from './player-action-rules.ts';

const VIP_LEVELS = Array.from({ length: VIP_MAX_LEVEL + 1 }, (_, level) => level);

type Open = 'adjust' | 'bonus' | 'ban' | 'unban' | 'vip' | 'restrictions' | null;

/**
 * The player page's actions, those the role allows: adjust the balance, grant a bonus, ban or unban, VIP
 * level and manager, payment restrictions. Each opens a dialog; the summary refreshes after it.
 */
export function PlayerActions({ me, player }: { me: OperatorMe; player: PlayerSummary }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const allowed = allowedPlayerActions(me);
  const close = () => setOpen(null);
  const id = player.globalId;

  /** The new summary when the call answers one; else (balance calls) the summary and histories again. */
  const done = (message: string) => (result: unknown) => {
    toast.success(message);
    if (result && typeof result === 'object' && 'globalId' in result)
      queryClient.setQueryData(keys.player(id), result as PlayerSummary);
    void queryClient.invalidateQueries({ queryKey: keys.player(id) });
    void queryClient.invalidateQueries({ queryKey: [BACKOFFICE, 'audit'] });
  };

  if (allowed.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="player-actions">
      {allowed.includes('adjust') && (
        <Button size="sm" onClick={() => setOpen('adjust')}>
          {t('player.actions.adjust')}
        </Button>
      )}
      {allowed.includes('bonus') && (
        <Button size="sm" onClick={() => setOpen('bonus')}>
          {t('player.actions.bonus')}
        </Button>
      )}
      {allowed.includes('vip') && (
        <Button size="sm" onClick={() => setOpen('vip')}>
          {t('player.actions.vip')}
        </Button>
      )}
      {allowed.includes('restrictions') && (
        <Button size="sm" onClick={() => setOpen('restrictions')}>
          {t('player.actions.restrictions')}
        </Button>
      )}
      {allowed.includes('ban') &&
        (player.banReason ? (
          <Button size="sm" variant="success" onClick={() => setOpen('unban')}>
            {t('player.actions.unban')}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setOpen('ban')}>
            {t('player.actions.ban')}
          </Button>
        ))}

      {open === 'adjust' && (
        <AdjustDialog player={player} onClose={close} onDone={done(t('player.done.adjusted'))} />
      )}
      {open === 'bonus' && (
        <BonusDialog player={player} onClose={close} onDone={done(t('player.done.bonus'))} />
      )}
      {open === 'ban' && <BanDialog player={player} onClose={close} onDone={done(t('player.done.banned'))} />}
      {open === 'unban' && (
        <ActionDialog
          title={t('player.unban.title')}
          description={t('player.unban.text', { reason: player.banReason ?? '' })}
          submitLabel={t('player.actions.unban')}
          tone="success"
          onClose={close}
          submit={() => playerActions.unban(id)}
          onDone={done(t('player.done.unbanned'))}
        >
          {null}
        </ActionDialog>
      )}
      {open === 'vip' && <VipDialog player={player} onClose={close} onDone={done(t('player.done.vip'))} />}
      {open === 'restrictions' && (
        <RestrictionsDialog player={player} onClose={close} onDone={done(t('player.done.restrictions'))} />
      )}
    </div>
  );
}

interface DialogProps {
  player: PlayerSummary;
  onClose: () => void;
  onDone: (result: unknown) => void;
}

function AdjustDialog({ player, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('backoffice');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const problems = validAdjustment({ amount, reason });
  return (
    <ActionDialog
      testId="adjust-dialog"
      title={t('player.adjust.title')}
      description={t('player.adjust.text', { currency: player.currency })}
      submitLabel={t('player.adjust.submit')}
      onClose={onClose}
      onDone={onDone}
      submit={(key) => {
        setShown(true);
        if (problems.amount || problems.reason) return null;
        return playerActions.adjust(
          player.globalId,
          { amount: amount.trim().replace(/^\+/, ''), currency: player.currency, reason: reason.trim() },
          key,
        );
      }}
    >
      <Field
        label={t('player.adjust.amount', { currency: player.currency })}
        hint={t('player.adjust.amountHint')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={shown && problems.amount ? t(`validation.${problems.amount}`) : null}
        data-autofocus
      />
      <TextAreaField
        label={t('decision.reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={shown && problems.reason ? t(`validation.${problems.reason}`) : null}
      />
    </ActionDialog>
  );
}

function BonusDialog({ player, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('backoffice');
  const [form, setForm] = useState({ amount: '', wager: '35', days: '7', title: '' });
  const [shown, setShown] = useState(false);
  const problems = validBonus(form);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [name]: event.target.value }));
  const error = (name: keyof typeof problems) => {
    const problem = problems[name];
    return shown && problem ? t(`validation.${problem}`) : null;
  };
  return (
    <ActionDialog
      testId="bonus-dialog"
      title={t('player.bonus.title')}
      description={t('player.bonus.text', { currency: player.currency })}
      submitLabel={t('player.bonus.submit')}
      onClose={onClose}
      onDone={onDone}
      submit={(key) => {
        setShown(true);
        if (Object.values(problems).some(Boolean)) return null;
        return playerActions.grantBonus(
          player.globalId,
          {
            amount: form.amount.trim(),
            currency: player.currency,
            wager: Number(form.wager),
            days: Number(form.days),
            title: form.title.trim(),
          },
          key,
        );
      }}
    >
      <Field
        label={t('player.bonus.amount', { currency: player.currency })}
        inputMode="decimal"
        value={form.amount}
        onChange={set('amount')}
        error={error('amount')}
        data-autofocus
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('player.bonus.wager')}
          inputMode="numeric"
          value={form.wager}
          onChange={set('wager')}
          error={error('wager')}
        />
        <Field
          label={t('player.bonus.days')}
          inputMode="numeric"
          value={form.days}
          onChange={set('days')}
          error={error('days')}
        />
      </div>
      <Field
        label={t('player.bonus.name')}
        value={form.title}
        maxLength={100}
        onChange={set('title')}
        error={error('title')}
      />
    </ActionDialog>
  );
}

function BanDialog({ player, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('backoffice');
  const [reason, setReason] = useState<BanReason>('other');
  return (
    <ActionDialog
      testId="ban-dialog"
      title={t('player.ban.title')}
      description={t('player.ban.text')}
      submitLabel={t('player.actions.ban')}
      tone="danger"
      onClose={onClose}
      onDone={onDone}
      submit={() => playerActions.ban(player.globalId, reason)}
    >
      <SelectField
        label={t('player.ban.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as BanReason)}
        data-autofocus
      >
        {BAN_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`banReasons.${value}`)}
          </option>
        ))}
      </SelectField>
    </ActionDialog>
  );
}

function VipDialog({ player, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('backoffice');
  const [isVip, setIsVip] = useState(player.isVip);
  const [level, setLevel] = useState(player.vipLevel);
  const [manager, setManager] = useState(player.vipManager?.telegramUsername ?? '');
  const [shown, setShown] = useState(false);
  const managerInvalid = !validTelegram(manager);
  return (
    <ActionDialog
      testId="vip-dialog"
      title={t('player.vipDialog.title')}
      submitLabel={t('actions.save')}
      onClose={onClose}
      onDone={onDone}
      submit={() => {
        setShown(true);
        if (managerInvalid) return null;
        return playerActions.setVip(player.globalId, {
          isVip,
          level,
          vipManagerTelegram: manager.trim() === '' ? null : manager.trim(),
        });
      }}
    >
      <CheckboxField label={t('player.vipDialog.isVip')} checked={isVip} onChange={setIsVip} />
      <SelectField
        label={t('player.vipDialog.level')}
        value={level}
        onChange={(event) => setLevel(Number(event.target.value))}
      >
        {VIP_LEVELS.map((value) => (
          <option key={value} value={value}>
            {t('players.vipLevel', { level: value })}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('player.vipDialog.manager')}
        hint={t('player.vipDialog.managerHint')}
        value={manager}
        onChange={(event) => setManager(event.target.value)}
        error={shown && managerInvalid ? t('validation.invalid_format') : null}
        autoComplete="off"
      />
    </ActionDialog>
  );
}

function RestrictionsDialog({ player, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('backoffice');
  const [buyBanned, setBuyBanned] = useState(player.buyBanned);
  const [fiatBanned, setFiatBanned] = useState(player.fiatBanned);
  return (
    <ActionDialog
      testId="restrictions-dialog"
      title={t('player.restrictionsDialog.title')}
      description={t('player.restrictionsDialog.text')}
      submitLabel={t('actions.save')}
      onClose={onClose}
      onDone={onDone}
      submit={() => playerActions.restrict(player.globalId, { buyBanned, fiatBanned })}
    >
      <CheckboxField label={t('player.restrictionsDialog.buy')} checked={buyBanned} onChange={setBuyBanned} />
      <CheckboxField
        label={t('player.restrictionsDialog.fiat')}
        checked={fiatBanned}
        onChange={setFiatBanned}
      />
    </ActionDialog>
  );
}
