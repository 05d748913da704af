import { useEffect, useRef } from 'react';
import { Markdown, MarkdownSkeleton } from '../../../components/markdown/markdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSupportArticle } from '../api/get-article.ts';
import { BackButton } from './back-button.tsx';
import { ContactOptions } from './contact-options.tsx';

/** One help article: its Markdown body (rendered safely), and the way to a person below it. */
export function ArticleView({
  slug,
  onBack,
  onChat,
}: {
  slug: string;
  onBack: () => void;
  onChat: () => void;
}) {
  const { t, i18n } = useTranslation('support');
  const article = useSupportArticle(slug, i18n.language);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(article.data);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <div className="flex flex-col gap-4">
      <BackButton label={t('article.back')} onClick={onBack} />
      {article.data ? (
        <article aria-labelledby={`support-article-${slug}`} className="flex flex-col gap-4">
          <h3
            id={`support-article-${slug}`}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-black leading-tight outline-none"
          >
            {article.data.title}
          </h3>
          <Markdown>{article.data.body}</Markdown>
        </article>
      ) : article.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-muted">{t('article.error')}</p>
          <Button size="sm" onClick={() => void article.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {t('article.loading')}
          </span>
          <div aria-hidden="true" className="mb-5 h-6 w-2/3 animate-pulse rounded bg-raised" />
          <MarkdownSkeleton />
        </div>
      )}
      <div className="mt-2 flex flex-col gap-3 border-t border-line pt-4">
        <p className="text-sm font-bold">{t('article.stillNeedHelp')}</p>
        <ContactOptions onChat={onChat} compact />
      </div>
    </div>
  );
}
