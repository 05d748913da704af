import type { Viewer } from '@casino/shared';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../../components/ui/use-modal.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useVipLinks, type VipLinks } from '../api/get-vip-links.ts';
import { EarnVip, GuestInvite, LevelCard } from './level-card.tsx';
import { ManagerContact } from './manager-contact.tsx';
import { CloseIcon, CrownIcon } from './vip-icons.tsx';
import { LinksPlaceholder, PublicLinks, VipOnlyLinks } from './vip-links.tsx';

/** What under the level depends on the links: a VIP's own, or everyone's portals and communities. */
function LinksFor({ viewer, links }: { viewer: Viewer | null; links: VipLinks }) {
  return viewer?.isVip ? <VipOnlyLinks links={links} /> : <PublicLinks links={links} />;
}

/**
 * SPEC §2.5 VIP drawer. VIP players: their level, the manager's Telegram handle with copy, the VIP
 * mirrors, a subscribe button, the community banner and an access-problems link. Everyone else: their
 * level (guests: an invite to sign up), how VIP is earned, portal links and communities. A side sheet on
 * wider screens, a full-height bottom sheet on phones, as the bonus drawer.
 */
export function VipDrawer({ onClose, onReopen }: { onClose: () => void; onReopen: () => void }) {
  const { t } = useTranslation('vip');
  const panel = useRef<HTMLDivElement>(null);
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  // The drawer gives way to the sign-in dialog; signed in, the player finds it again, now with their level.
  const signIn = (tab: 'login' | 'register') => {
    onClose();
    openSignIn(tab, { onSuccess: onReopen });
  };
  const links = useVipLinks();
  useModal(panel, onClose);
  const isVip = viewer?.isVip === true;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end sm:items-stretch sm:justify-end">
      <div
        className="absolute inset-0 animate-fade-in bg-deep/80 backdrop-blur-sm"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="vip-drawer-title"
        tabIndex={-1}
        data-testid="vip-drawer"
        data-vip={isVip || undefined}
        className="relative flex w-full flex-col border-line bg-surface shadow-card outline-none motion-safe:transition-transform motion-safe:duration-300 max-sm:h-[calc(100dvh-max(0.75rem,env(safe-area-inset-top)))] max-sm:animate-slide-up max-sm:rounded-t-card max-sm:border-t sm:h-full sm:max-w-[30rem] sm:border-l sm:starting:translate-x-full"
      >
        <div className="shrink-0 border-b border-line/60 px-5 pt-2 pb-3 sm:pt-4">
          <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-line-strong sm:hidden" aria-hidden="true" />
          <div className="flex items-center justify-between gap-3">
            <h2 id="vip-drawer-title" className="flex min-w-0 items-center gap-2 text-lg font-black">
              <CrownIcon className="size-5 shrink-0 fill-gold/30 text-gold" />
              {t('title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-raised hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>

        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] *:shrink-0">
          {viewer ? (
            <LevelCard viewer={viewer} />
          ) : (
            <GuestInvite onSignUp={() => signIn('register')} onSignIn={() => signIn('login')} />
          )}
          {isVip && viewer.vipManager && (
            <ManagerContact telegramUsername={viewer.vipManager.telegramUsername} />
          )}
          {!isVip && <EarnVip />}
          {links.data ? (
            <LinksFor viewer={viewer} links={links.data} />
          ) : (
            <LinksPlaceholder isError={links.isError} onRetry={() => void links.refetch()} />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
