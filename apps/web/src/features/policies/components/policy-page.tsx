import type { ReactNode } from 'react';
import { Markdown, MarkdownSkeleton } from '../../../components/markdown/markdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSupport } from '../../support/index.ts';
import { usePolicy } from '../api/get-policy.ts';
import { isPolicySlug } from '../lib/slugs.ts';
import { PolicyNav } from './policy-nav.tsx';

/** A calendar date (YYYY-MM-DD) in the reader's language, read as a date, not a moment in a time zone. */
export function formatPolicyDate(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

function NotFound() {
  const { t } = useTranslation('policies');
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="grid size-14 place-items-center rounded-full border border-line-strong bg-sunken text-2xl font-black text-accent-strong">
        ?
      </div>
      <h1 className="text-xl font-black">{t('notFound.title')}</h1>
      <p className="max-w-md text-sm text-muted">{t('notFound.text')}</p>
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation('policies');
  return (
    <Card className="p-5 sm:p-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div aria-hidden="true" className="h-3 w-16 animate-pulse rounded bg-raised" />
      <div aria-hidden="true" className="mt-3 h-8 w-2/3 animate-pulse rounded bg-raised" />
      <div aria-hidden="true" className="mt-3 h-3 w-40 animate-pulse rounded bg-raised" />
      <MarkdownSkeleton lines={10} className="mt-8" />
    </Card>
  );
}

/** /{locale}/policies/{slug}: the document, its date, the other policies beside it. */
export function PolicyPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('policies');
  const known = isPolicySlug(slug);
  const policy = usePolicy(slug, i18n.language, known);
  const { open: openSupport } = useSupport();

  let body: ReactNode;
  if (!known || policy.notFound) body = <NotFound />;
  else if (policy.data) {
    const { title, markdown, updatedAt, language } = policy.data;
    body = (
      <Card className="p-5 sm:p-8 lg:p-10">
        <article aria-labelledby="policy-title">
          <header className="border-b border-line pb-5">
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('eyebrow')}</p>
            <h1 id="policy-title" className="mt-2 text-2xl font-black tracking-tight sm:text-3xl">
              {title}
            </h1>
            <p className="mt-3 flex items-center gap-2 text-xs font-semibold text-faint">
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                <path
                  d="M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
              <span>
                {t('updated')}{' '}
                <time dateTime={updatedAt} className="text-muted">
                  {formatPolicyDate(updatedAt, i18n.language)}
                </time>
              </span>
            </p>
            {language !== i18n.language && (
              <p className="mt-3 rounded-lg border border-gold/30 bg-gold/10 px-3 py-2 text-xs text-gold-strong">
                {t('fallbackLanguage')}
              </p>
            )}
          </header>
          <Markdown className="pt-6">{markdown}</Markdown>
        </article>
        <aside className="mt-10 flex flex-col items-start gap-3 rounded-control border border-line bg-sunken/70 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-bold">{t('questions.title')}</p>
            <p className="text-xs text-muted">{t('questions.text')}</p>
          </div>
          <Button size="sm" onClick={openSupport}>
            {t('questions.action')}
          </Button>
        </aside>
      </Card>
    );
  } else if (policy.isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-3 py-14 text-center">
        <p className="text-muted">{t('error')}</p>
        <Button onClick={() => void policy.refetch()}>{t('retry')}</Button>
      </Card>
    );
  } else body = <Loading />;

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-6 sm:px-6 sm:py-10">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <PolicyNav />
        <div className="min-w-0">{body}</div>
      </div>
    </div>
  );
}
