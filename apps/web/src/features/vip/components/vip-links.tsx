import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { VipLinks, VipNamedLink } from '../api/get-vip-links.ts';
import { BellIcon, ExternalIcon, GlobeIcon, HelpIcon, TelegramIcon, UsersIcon } from './vip-icons.tsx';

/** The server allows only https; a link that is anything else (a stale cache, a proxy) is not drawn. */
const isSafe = (url: string | null): url is string => url?.startsWith('https://') === true;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const isTelegram = (url: string) => /^https:\/\/(t\.me|telegram\.me)\//.test(url);

/** A link to another site, in a new tab, saying so to screen readers. */
function ExternalLink({
  href,
  className,
  children,
  testId,
}: {
  href: string;
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('vip');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

const rowClass =
  'flex min-h-12 items-center gap-3 rounded-control border border-line bg-sunken/70 px-3 py-2 text-sm font-bold text-ink transition hover:border-accent hover:bg-raised';

function LinkRow({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <li>
      <ExternalLink href={href} className={rowClass}>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-raised text-accent-strong">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate">{label}</span>
          <span className="block truncate text-xs font-medium text-faint">{hostOf(href)}</span>
        </span>
        <ExternalIcon className="size-4 shrink-0 text-faint" />
      </ExternalLink>
    </li>
  );
}

function LinkSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-testid={id}>
      <h3 id={id} className="text-lg font-black">
        {title}
      </h3>
      {text && <p className="text-sm text-muted">{text}</p>}
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

const iconFor = (url: string) =>
  isTelegram(url) ? <TelegramIcon className="size-4.5" /> : <GlobeIcon className="size-4.5" />;

/** SPEC §2.5 for VIP players: their mirrors, the subscribe button, the community banner, access help. */
export function VipOnlyLinks({ links }: { links: VipLinks }) {
  const { t } = useTranslation('vip');
  const { bot, web } = links.mirrors;
  return (
    <>
      {(isSafe(bot) || isSafe(web)) && (
        <LinkSection id="vip-mirrors-title" title={t('mirrors.heading')} text={t('mirrors.text')}>
          {isSafe(bot) && <LinkRow href={bot} label={t('mirrors.bot')} icon={iconFor(bot)} />}
          {isSafe(web) && <LinkRow href={web} label={t('mirrors.web')} icon={iconFor(web)} />}
        </LinkSection>
      )}
      {isSafe(links.subscribeUrl) && (
        <ExternalLink
          href={links.subscribeUrl}
          testId="vip-subscribe"
          className="inline-flex min-h-13 items-center justify-center gap-2 rounded-control bg-accent px-6 text-base font-bold text-accent-ink shadow-glow transition hover:bg-accent-hover active:translate-y-px"
        >
          <BellIcon className="size-5" />
          {t('subscribe')}
        </ExternalLink>
      )}
      {isSafe(links.communityUrl) && (
        <section
          aria-labelledby="vip-community-title"
          data-testid="vip-community"
          className="relative overflow-hidden rounded-card border border-neon/30 bg-gradient-to-br from-neon/15 via-raised to-accent/20 p-4"
        >
          <div
            className="pointer-events-none absolute -bottom-12 -left-10 size-40 rounded-full bg-neon/15 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-neon/15 text-neon">
              <UsersIcon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h3 id="vip-community-title" className="text-base font-black">
                {t('community.heading')}
              </h3>
              <p className="text-sm text-muted">{t('community.text')}</p>
              <ExternalLink
                href={links.communityUrl}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-control border border-neon/50 bg-deep/40 px-4 text-sm font-bold text-neon transition hover:bg-neon/10"
              >
                {t('community.join')}
                <ExternalIcon className="size-4" />
              </ExternalLink>
            </div>
          </div>
        </section>
      )}
      {isSafe(links.accessHelpUrl) && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted" data-testid="vip-access">
          <HelpIcon className="size-4 shrink-0 text-faint" />
          <span>{t('access.text')}</span>
          <ExternalLink
            href={links.accessHelpUrl}
            className="inline-flex min-h-11 items-center font-bold text-accent-strong underline underline-offset-4 hover:text-ink"
          >
            {t('access.link')}
          </ExternalLink>
        </p>
      )}
    </>
  );
}

/** SPEC §2.5 / §6 for everyone else: portal links and communities. */
export function PublicLinks({ links }: { links: VipLinks }) {
  const { t } = useTranslation('vip');
  const portals = links.portals.filter((link) => isSafe(link.url));
  const communities = links.communities.filter((link) => isSafe(link.url));
  const row = (group: 'portals' | 'communities', link: VipNamedLink) => (
    <LinkRow
      key={link.id}
      href={link.url}
      label={t(`${group}.names.${link.id}`, { defaultValue: hostOf(link.url) })}
      icon={group === 'communities' ? <UsersIcon className="size-4.5" /> : iconFor(link.url)}
    />
  );
  return (
    <>
      {portals.length > 0 && (
        <LinkSection id="vip-portals-title" title={t('portals.heading')}>
          {portals.map((link) => row('portals', link))}
        </LinkSection>
      )}
      {communities.length > 0 && (
        <LinkSection id="vip-communities-title" title={t('communities.heading')}>
          {communities.map((link) => row('communities', link))}
        </LinkSection>
      )}
    </>
  );
}

/** The links' loading and error states (the level above them needs no request). */
export function LinksPlaceholder({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('vip');
  if (isError)
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-3 rounded-card border border-danger/40 bg-danger/5 p-4 text-sm"
      >
        <span className="text-muted">{t('links.error')}</span>
        <Button size="sm" onClick={onRetry}>
          {t('links.retry')}
        </Button>
      </div>
    );
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span role="status" className="sr-only">
        {t('links.loading')}
      </span>
      {[1, 2, 3].map((key) => (
        <div key={key} aria-hidden="true" className="h-12 animate-pulse rounded-control bg-raised/60" />
      ))}
    </div>
  );
}
