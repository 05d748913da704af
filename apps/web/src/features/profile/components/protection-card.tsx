import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';

function ShieldIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

/** The way to the player's own limits, reality check and breaks (issue 20). */
export function ProtectionCard() {
  const { t } = useTranslation('profile');
  const { locale = 'en' } = useParams();
  return (
    <Card aria-labelledby="profile-protection-title" className="relative overflow-hidden">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl border border-success/40 bg-success/10 text-success"
        >
          <ShieldIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="profile-protection-title" className="text-base font-bold">
            {t('protection.title')}
          </h2>
          <p className="mt-1 text-xs text-muted">{t('protection.text')}</p>
        </div>
      </div>
      <Link
        to={`/${locale}/profile/responsible-gaming`}
        data-testid="profile-protection-link"
        className="mt-4 flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink transition hover:border-line-strong hover:bg-line/60"
      >
        {t('protection.open')}
        <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}
