import type { Viewer } from '@casino/shared';
import { SideSheet } from '../../../components/ui/side-sheet.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useVipLinks, type VipLinks } from '../api/get-vip-links.ts';
import { EarnVip, GuestInvite, LevelCard } from './level-card.tsx';
import { ManagerContact } from './manager-contact.tsx';
import { CrownIcon } from './vip-icons.tsx';
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
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  // The drawer gives way to the sign-in dialog; signed in, the player finds it again, now with their level.
  const signIn = (tab: 'login' | 'register') => {
    onClose();
    openSignIn(tab, { onSuccess: onReopen });
  };
  const links = useVipLinks();
  const isVip = viewer?.isVip === true;

  return (
    <SideSheet
      title={
        <>
          <CrownIcon className="size-5 shrink-0 fill-gold/30 text-gold" />
          {t('title')}
        </>
      }
      closeLabel={t('close')}
      onClose={onClose}
      testId="vip-drawer"
      data={{ 'data-vip': isVip || undefined }}
    >
      {viewer ? (
        <LevelCard viewer={viewer} />
      ) : (
        <GuestInvite onSignUp={() => signIn('register')} onSignIn={() => signIn('login')} />
      )}
      {isVip && viewer.vipManager && <ManagerContact telegramUsername={viewer.vipManager.telegramUsername} />}
      {!isVip && <EarnVip />}
      {links.data ? (
        <LinksFor viewer={viewer} links={links.data} />
      ) : (
        <LinksPlaceholder isError={links.isError} onRetry={() => void links.refetch()} />
      )}
    </SideSheet>
  );
}
