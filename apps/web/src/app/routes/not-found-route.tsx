import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';

/** The designed 404: what the player asked for is not here, and the way back. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { locale = 'en' } = useParams();
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('brand')}`;
  }, [t]);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="relative" aria-hidden="true">
        <span className="bg-gradient-to-b from-ink to-accent-strong bg-clip-text text-[7rem] font-black leading-none tracking-tighter text-transparent sm:text-[9rem]">
          404
        </span>
        <svg
          viewBox="0 0 56 56"
          aria-hidden="true"
          className="absolute -right-10 -top-6 size-14 rotate-12 drop-shadow-[0_0_18px_rgb(247_201_72/0.45)]"
        >
          <rect x="2" y="2" width="52" height="52" rx="14" fill="#1d1948" stroke="#f7c948" strokeWidth="3" />
          <circle cx="17" cy="17" r="4.5" fill="#f7c948" />
          <circle cx="28" cy="28" r="4.5" fill="#f7c948" />
          <circle cx="39" cy="39" r="4.5" fill="#f7c948" />
        </svg>
      </div>
      <h1 className="text-2xl font-black">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text')}</p>
      <Link
        to={`/${locale}`}
        className="inline-flex min-h-11 items-center rounded-control bg-accent px-6 font-bold text-white shadow-glow hover:bg-accent-hover"
      >
        {t('notFound.back')}
      </Link>
    </section>
  );
}
