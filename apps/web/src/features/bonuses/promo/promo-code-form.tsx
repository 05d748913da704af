import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useActivatePromoCode } from './activate-promo-code.ts';
import { isPromoCodeShape, normalisePromoCode } from './promo-code.ts';
import { PromoDialog } from './promo-dialog.tsx';
import { promoErrorText } from './promo-errors.ts';
import type { PromoState } from './promo-state.ts';

/**
 * /bonuses: a player types a promo code and activates it. The answer opens the promo modal (SPEC §2.4's
 * three states); a refusal is said under the field, where the player can correct the code.
 */
export function PromoCodeForm() {
  const { t } = useTranslation('bonuses');
  const activate = useActivatePromoCode();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PromoState | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activate.isPending) return;
    const code = normalisePromoCode(value);
    if (!code) return setError(t('promo.form.empty'));
    if (!isPromoCodeShape(code)) return setError(t('promo.form.shape'));
    setError(null);
    activate.mutate(code, {
      onSuccess: (answer) => {
        setValue('');
        setResult({ status: 'done', code, result: answer });
      },
      onError: (failure) => setError(promoErrorText(failure, t)),
    });
  }

  return (
    <Card aria-labelledby="promo-form-title" data-testid="promo-code-form">
      <CardTitle id="promo-form-title">{t('promo.form.title')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('promo.form.text')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label={t('promo.form.label')}
          name="promo"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          placeholder={t('promo.form.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          error={error}
          className="flex-1"
          inputClassName="font-mono uppercase tracking-wider"
        />
        <Button type="submit" variant="primary" loading={activate.isPending} className="sm:mt-[1.375rem]">
          {t('promo.form.submit')}
        </Button>
      </form>
      {result && <PromoDialog state={result} onClose={() => setResult(null)} />}
    </Card>
  );
}
