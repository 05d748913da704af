import { Drawer } from 'vaul';
import { useTranslation } from '../../../i18n/index.ts';
import { CloseIcon } from './icons.tsx';
import { LanguageList } from './language-list.tsx';
import { LogoMark } from './logo.tsx';
import { SidebarContent } from './sidebar.tsx';

/** The sidebar as a drawer from the left on phones (the bottom bar's menu button). */
export function MenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="left">
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-deep/75 backdrop-blur-sm" />
        <Drawer.Content
          aria-describedby={undefined}
          aria-modal="true"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col border-r border-line bg-surface shadow-card outline-none"
        >
          <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-line/60 px-4">
            <LogoMark className="size-8" />
            <Drawer.Title className="flex-1 text-base font-black">{t('menu.title')}</Drawer.Title>
            <Drawer.Close
              aria-label={t('menu.close')}
              className="grid size-10 place-items-center rounded-lg touch:size-11 text-muted transition hover:bg-raised hover:text-ink"
            >
              <CloseIcon />
            </Drawer.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            <SidebarContent
              collapsed={false}
              onNavigate={close}
              extra={
                <section aria-label={t('language.label')}>
                  <h2 className="px-3 pb-1 text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
                    {t('language.label')}
                  </h2>
                  <LanguageList onPick={close} />
                </section>
              }
            />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
