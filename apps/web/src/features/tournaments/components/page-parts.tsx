import type { ComponentProps } from 'react';
import {
  Breadcrumb as PageBreadcrumb,
  StateNotice as PageStateNotice,
} from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { TrophyIcon } from './tournament-icons.tsx';

export { PageSection } from '../../../components/ui/page-parts.tsx';

/** The page's designed states, with this page's icon. */
export function StateNotice(props: Omit<ComponentProps<typeof PageStateNotice>, 'icon'>) {
  return <PageStateNotice {...props} icon={<TrophyIcon className="size-7" />} />;
}

/** A breadcrumb back to the lobby (and a parent page). */
export function Breadcrumb({ current, parent }: { current: string; parent?: { to: string; label: string } }) {
  const { t, i18n } = useTranslation('tournaments');
  return (
    <PageBreadcrumb
      label={t('page.breadcrumb')}
      home={{ to: `/${i18n.language}`, label: t('page.lobby') }}
      parent={parent}
      current={current}
    />
  );
}
