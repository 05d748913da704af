import type { BonusView } from '@casino/shared';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { apiErrorText, errorReference } from '../../../lib/api-error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useWallet } from '../../../lib/wallet-modal.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useClaimBonus } from '../api/claim-bonus.ts';

/**
 * What a bonus's button does: a deposit bonus opens the wallet's deposit tab, any other available bonus is
 * claimed (POST /api/v1/bonuses/{id}/claim). A guest is asked to sign up first, then it goes on.
 */
export function useBonusActions() {
  const { t } = useTranslation('bonuses');
  const wallet = useWallet();
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  // SPEC §6: a guest signs up first (the offer is what brought them), then it goes on.
  const protect = useCallback(
    (action: () => void) => (isGuest ? openSignIn('register', { onSuccess: action }) : action()),
    [isGuest, openSignIn],
  );
  const claim = useClaimBonus();

  const deposit = useCallback(() => protect(() => wallet.open('deposit')), [protect, wallet.open]);

  const claimBonus = useCallback(
    (bonus: BonusView) =>
      protect(() =>
        claim.mutate(bonus.id, {
          onSuccess: (claimed) => toast.success(t('claim.done', { title: claimed.title })),
          onError: (error) => {
            const reference = errorReference(error);
            toast.error(apiErrorText(error, t), {
              description: reference ? t('errors.reference', { key: reference }) : undefined,
            });
          },
        }),
      ),
    [protect, claim.mutate, t],
  );

  return { deposit, claim: claimBonus, claimingId: claim.isPending ? claim.variables : undefined };
}
