import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { CheckboxField, SelectField } from '../ui/form-controls.tsx';
import {
  CURRENCY_CODES,
  CURRENCY_PRECISION,
  checkForm,
  type FormProblems,
  formOf,
  type GameForm,
  LABELS,
  type LimitRow,
  type Problem,
} from './game-rules.ts';
import type { AdminGameView, GameLabel } from './game-types.ts';
import { type FilterOption, gameActions } from './games-api.ts';

/** A field's problem in words (its code named when one is at fault), shown once the operator tried to save. */
export function useProblemText() {
  const { t } = useTranslation('backoffice');
  return (problem: Problem | undefined, shown: boolean) =>
    shown && problem ? t(`games.problems.${problem.key}`, { code: problem.code ?? '' }) : null;
}

/**
 * Edits one game: title, category, label, rate, hidden, demo, the country and currency blacklists and the
 * stake limits per currency (typed in major units, sent in exact minor units). Only the fields that changed
 * are sent: each one sent becomes the operator's, and the provider's import stops overwriting it.
 */
export function GameEditDialog({
  game,
  categories,
  onClose,
  onDone,
}: {
  game: AdminGameView;
  categories: FilterOption[];
  onClose: () => void;
  onDone: (game: AdminGameView | null) => void;
}) {
  const { t } = useTranslation('backoffice');
  const problemText = useProblemText();
  const [form, setForm] = useState<GameForm>(() => formOf(game));
  const [shown, setShown] = useState(false);
  const { problems, patch } = checkForm(game, form);
  const set = <K extends keyof GameForm>(name: K, value: GameForm[K]) =>
    setForm((previous) => ({ ...previous, [name]: value }));
  // The game's own category stays choosable even when no visible game is in it.
  const categoryOptions = categories.some((c) => c.value === game.category)
    ? categories
    : [{ value: game.category, title: game.category }, ...categories];

  return (
    <ActionDialog
      testId="game-edit-dialog"
      title={t('games.edit.title', { title: game.title })}
      description={t('games.edit.text', { id: game.id })}
      submitLabel={t('actions.save')}
      onClose={onClose}
      onDone={(result) => onDone((result as AdminGameView | null) ?? null)}
      submit={() => {
        setShown(true);
        if (!patch) return null;
        // Nothing changed: nothing to record.
        if (Object.keys(patch).length === 0) return Promise.resolve(null);
        return gameActions.update(game.id, patch);
      }}
    >
      {game.operatorEdited.length > 0 && (
        <p className="text-xs text-muted" data-testid="operator-edited">
          {t('games.edit.edited', { fields: game.operatorEdited.join(', ') })}
        </p>
      )}
      <Field
        label={t('games.edit.titleField')}
        value={form.title}
        maxLength={200}
        onChange={(event) => set('title', event.target.value)}
        error={problemText(problems.title, shown)}
        autoComplete="off"
        data-autofocus
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('games.edit.category')}
          value={form.category}
          onChange={(event) => set('category', event.target.value)}
        >
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('games.edit.label')}
          value={form.label}
          onChange={(event) => set('label', event.target.value as GameLabel | '')}
        >
          <option value="">{t('games.labels.none')}</option>
          {LABELS.map((label) => (
            <option key={label} value={label}>
              {t(`games.labels.${label === 'Exclusive' ? 'exclusive' : 'earlyAccess'}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t('games.edit.rate')}
        hint={t('games.edit.rateHint')}
        inputMode="numeric"
        value={form.rate}
        onChange={(event) => set('rate', event.target.value)}
        error={problemText(problems.rate, shown)}
      />
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField
          label={t('games.edit.hidden')}
          checked={form.hidden}
          onChange={(value) => set('hidden', value)}
        />
        <CheckboxField
          label={t('games.edit.demoAllowed')}
          checked={form.demoAllowed}
          onChange={(value) => set('demoAllowed', value)}
        />
      </div>
      <Field
        label={t('games.edit.countries')}
        hint={t('games.edit.countriesHint')}
        value={form.countries}
        onChange={(event) => set('countries', event.target.value)}
        error={problemText(problems.countries, shown)}
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        label={t('games.edit.currencies')}
        hint={t('games.edit.currenciesHint')}
        value={form.currencies}
        onChange={(event) => set('currencies', event.target.value)}
        error={problemText(problems.currencies, shown)}
        autoComplete="off"
        spellCheck={false}
      />
      <BetLimits
        rows={form.limits}
        problems={problems.limits}
        shown={shown}
        onChange={(limits) => set('limits', limits)}
      />
    </ActionDialog>
  );
}

function BetLimits({
  rows,
  problems,
  shown,
  onChange,
}: {
  rows: LimitRow[];
  problems: FormProblems['limits'];
  shown: boolean;
  onChange: (rows: LimitRow[]) => void;
}) {
  const { t } = useTranslation('backoffice');
  const problemText = useProblemText();
  const unused = CURRENCY_CODES.filter((code) => !rows.some((row) => row.currency === code));
  const update = (index: number, change: Partial<LimitRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('games.edit.limits')}
      </legend>
      <p className="text-xs text-faint">{t('games.edit.limitsHint')}</p>
      {rows.length === 0 && <p className="text-sm text-muted">{t('games.edit.noLimits')}</p>}
      {rows.map((row, index) => {
        const rowProblems = problems?.[index];
        const precision = CURRENCY_PRECISION[row.currency];
        // Its own currency plus those no other row has.
        const choices = row.currency && !unused.includes(row.currency) ? [row.currency, ...unused] : unused;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a currency may be typed twice.
            key={index}
            className="grid grid-cols-[minmax(0,7rem)_1fr_1fr_auto] items-start gap-2"
            data-testid="limit-row"
          >
            <SelectField
              label={t('games.edit.currency')}
              value={row.currency}
              onChange={(event) => update(index, { currency: event.target.value })}
            >
              {choices.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('games.edit.min', { currency: row.currency })}
              inputMode="decimal"
              value={row.min}
              onChange={(event) => update(index, { min: event.target.value })}
              error={problemText(rowProblems?.currency ?? rowProblems?.min, shown)}
              autoComplete="off"
            />
            <Field
              label={t('games.edit.max', { currency: row.currency })}
              inputMode="decimal"
              value={row.max}
              onChange={(event) => update(index, { max: event.target.value })}
              error={problemText(rowProblems?.max, shown)}
              autoComplete="off"
            />
            <button
              type="button"
              className="mt-6 min-h-11 rounded-lg border border-line px-3 text-sm font-semibold text-muted hover:border-danger hover:text-danger"
              aria-label={t('games.edit.removeLimit', { currency: row.currency })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </button>
            {precision !== undefined && (
              <p className="col-span-4 -mt-1 text-xs text-faint">
                {t('games.edit.precision', { count: precision })}
              </p>
            )}
          </div>
        );
      })}
      {unused.length > 0 && (
        <div>
          <Button
            size="sm"
            onClick={() => onChange([...rows, { currency: unused[0] ?? '', min: '', max: '' }])}
          >
            {t('games.edit.addLimit')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
