import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ArticleSearch } from './article-search.tsx';
import { ArticleView } from './article-view.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { ContactOptions } from './contact-options.tsx';

type View = { kind: 'home' } | { kind: 'chat' } | { kind: 'article'; slug: string };

/**
 * The support modal (SPEC §2.2): chat, messenger and e-mail, and the help-article search. The search text
 * is kept while an article is open and between openings; each opening starts on the first view.
 */
export function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const [view, setView] = useState<View>({ kind: 'home' });
  const [query, setQuery] = useState('');
  const content = useRef<HTMLDivElement>(null);
  /** The article the player came back from: focus returns to its entry in the list. */
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (open) setView({ kind: 'home' });
  }, [open]);

  useEffect(() => {
    if (view.kind !== 'home' || !returnTo.current) return;
    const slug = returnTo.current;
    returnTo.current = null;
    content.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(slug)}"]`)?.focus();
  }, [view]);

  const back = () => {
    if (view.kind === 'article') returnTo.current = view.slug;
    setView({ kind: 'home' });
  };
  const openChat = () => setView({ kind: 'chat' });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      description={t('subtitle')}
      closeLabel={t('common:close')}
      className="sm:max-w-lg!"
    >
      <div ref={content} className="flex flex-col gap-5">
        {view.kind === 'chat' ? (
          <ChatPanel onBack={back} />
        ) : view.kind === 'article' ? (
          <ArticleView slug={view.slug} onBack={back} onChat={openChat} />
        ) : (
          <>
            <ContactOptions onChat={openChat} />
            <ArticleSearch
              query={query}
              onQueryChange={setQuery}
              onOpenArticle={(slug) => setView({ kind: 'article', slug })}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
