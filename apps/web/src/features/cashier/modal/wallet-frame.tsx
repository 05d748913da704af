import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Drawer } from 'vaul';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { keepTabInside } from '../../../lib/focus-trap.ts';
import { LineIcon } from '../components/status-hero.tsx';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';

/** How the player asked to close: the close button, Esc, the backdrop, or a drag of the phone sheet. */
export type CloseReason = 'button' | 'escape' | 'backdrop' | 'drag';

export interface WalletFrameProps {
  title: ReactNode;
  /** Absent: no back button (the wallet view). */
  onBack?: () => void;
  onRequestClose: (reason: CloseReason) => void;
  /** Changes with the view: focus lost with the old view's button returns to the frame. */
  viewKey: string;
  children: ReactNode;
}

/** After a view change, focus that was on a now removed element goes back into the frame's body. */
function useRefocus(viewKey: string) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void viewKey;
    const active = document.activeElement;
    if (body.current && (!active || active === document.body || !active.isConnected)) body.current.focus();
  }, [viewKey]);
  return body;
}

const BackIcon = () => <LineIcon d="M15 5l-7 7 7 7" className="size-5" strokeWidth={2} />;
const CloseIcon = () => <LineIcon d="M6 6l12 12M18 6 6 18" className="size-5" strokeWidth={2} />;

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-raised hover:text-ink touch:size-11';

function Header({
  title,
  titleId,
  onBack,
  onClose,
  titleAs: TitleTag = 'h2',
}: {
  title: ReactNode;
  titleId?: string;
  onBack?: () => void;
  onClose: () => void;
  titleAs?: 'h2' | typeof Drawer.Title;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex h-14 shrink-0 items-center gap-1 border-b border-line/60 px-2 sm:px-3">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={t('modal.back')}
          className={iconButton}
          data-testid="wallet-back"
        >
          <BackIcon />
        </button>
      ) : (
        <span className="w-2" aria-hidden="true" />
      )}
      <TitleTag
        {...(titleId ? { id: titleId } : {})}
        className="min-w-0 flex-1 truncate text-base font-extrabold"
      >
        {title}
      </TitleTag>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('modal.close')}
        className={iconButton}
        data-testid="wallet-close"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The wallet's frame: a dialog on wider screens, a full-height sheet on phones (vaul: it can be dragged
 * closed, which SPEC §2.6 tells apart from other ways of closing).
 */
export function WalletFrame(props: WalletFrameProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <PhoneSheet {...props} /> : <DesktopDialog {...props} />;
}

function PhoneSheet({ title, onBack, onRequestClose, viewKey, children }: WalletFrameProps) {
  const dragging = useRef(false);
  const body = useRefocus(viewKey);
  return (
    <Drawer.Root
      open
      onDrag={() => {
        dragging.current = true;
      }}
      onRelease={() => {
        dragging.current = false;
      }}
      onOpenChange={(open) => {
        if (open) return;
        onRequestClose(dragging.current ? 'drag' : 'backdrop');
      }}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-deep/80 backdrop-blur-sm" />
        <Drawer.Content
          aria-describedby={undefined}
          data-testid="wallet-modal"
          className="fixed inset-x-0 bottom-0 z-50 flex h-[calc(100dvh-0.75rem)] flex-col rounded-t-card border border-b-0 border-line bg-surface shadow-card outline-none"
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onRequestClose('escape');
          }}
        >
          <div className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-line-strong" aria-hidden="true" />
          <Header
            title={title}
            onBack={onBack}
            onClose={() => onRequestClose('button')}
            titleAs={Drawer.Title}
          />
          <div
            ref={body}
            tabIndex={-1}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))] outline-none"
            data-vaul-no-drag
          >
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

function DesktopDialog({ title, onBack, onRequestClose, viewKey, children }: WalletFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  const body = useRefocus(viewKey);
  const titleId = useId();
  const closeRef = useRef(onRequestClose);
  closeRef.current = onRequestClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The dialog itself takes focus (its title is read out); a view may name a better start with data-autofocus.
    (panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current('escape');
        return;
      }
      if (panel.current) keepTabInside(event, panel.current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 animate-fade-in bg-deep/80 backdrop-blur-sm"
        aria-hidden="true"
        onClick={() => onRequestClose('backdrop')}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="wallet-modal"
        className={cn(
          'relative flex max-h-[min(52rem,calc(100dvh-2rem))] w-full max-w-xl animate-slide-up flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card outline-none',
        )}
      >
        <Header title={title} titleId={titleId} onBack={onBack} onClose={() => onRequestClose('button')} />
        <div
          ref={body}
          tabIndex={-1}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-5 outline-none sm:p-6"
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
