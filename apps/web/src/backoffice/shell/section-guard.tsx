import type { OperatorMe, OperatorPermission } from '@casino/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { can } from '../lib/permissions.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState } from '../ui/states.tsx';

/** A screen the role cannot use says so (a typed or old link); the server would refuse its calls anyway. */
export function SectionGuard({
  me,
  permission,
  children,
}: {
  me: OperatorMe;
  permission: OperatorPermission;
  children: ReactNode;
}) {
  return can(me, permission) ? children : <NoAccess />;
}

export function NoAccess() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <EmptyState title={t('noAccess.title')} text={t('noAccess.text')} />
    </>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState title={t('notFound.title')} text={t('notFound.text')} />
      <p className="mt-4 text-sm">
        <Link
          to="/backoffice"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          {t('notFound.home')}
        </Link>
      </p>
    </>
  );
}
