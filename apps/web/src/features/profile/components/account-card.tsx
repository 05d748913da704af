import type { Viewer } from '@casino/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useLogout } from '../../auth/index.ts';
import { policyPath } from '../../policies/index.ts';
import { useSupport } from '../../support/index.ts';
import { SignOutIcon } from './profile-icons.tsx';

/** The account's e-mail, help links and sign-out. */
export function AccountCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('profile');
  const { locale = 'en' } = useParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const { open: openSupport } = useSupport();

  return (
    <Card aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className="text-base font-bold">
        {t('account.title')}
      </h2>
      {viewer.email && (
        <dl className="mt-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-faint">{t('account.email')}</dt>
          <dd className="mt-0.5 truncate text-sm font-semibold">{viewer.email}</dd>
        </dl>
      )}
      <ul className="mt-4 flex flex-col gap-1 border-t border-line pt-3 text-sm">
        <li>
          <button
            type="button"
            onClick={openSupport}
            className="flex min-h-10 w-full items-center rounded-lg touch:min-h-11 px-2 font-semibold text-muted hover:bg-raised hover:text-ink"
          >
            {t('account.support')}
          </button>
        </li>
        <li>
          <Link
            to={policyPath(locale, 'responsible-gaming')}
            className="flex min-h-10 items-center rounded-lg px-2 touch:min-h-11 font-semibold text-muted hover:bg-raised hover:text-ink"
          >
            {t('account.responsibleGaming')}
          </Link>
        </li>
      </ul>
      <Button
        variant="secondary"
        className="mt-4 w-full hover:border-danger/60 hover:text-danger"
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSettled: () => void navigate(`/${locale}`),
          })
        }
      >
        <SignOutIcon className="size-5" />
        {t('account.signOut')}
      </Button>
    </Card>
  );
}
