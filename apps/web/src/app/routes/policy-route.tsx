import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isPolicySlug, PolicyPage } from '../../features/policies/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/policies/{slug} — terms, privacy, responsible gaming, AML/KYC. */
export function PolicyRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['policies', 'common']);
  useEffect(() => {
    const title = isPolicySlug(slug) ? t(`policies:title.${slug}`) : t('policies:notFound.title');
    document.title = `${title} · ${t('common:brand')}`;
  }, [slug, t]);
  return <PolicyPage slug={slug} />;
}
