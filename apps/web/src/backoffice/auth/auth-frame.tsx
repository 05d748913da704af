import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';

/** The centred card of the screens before the shell: sign-in and two-factor setup. */
export function AuthFrame({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('backoffice');
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  return (
    <main id="backoffice-main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <div
        className={`w-full ${wide ? 'max-w-xl' : 'max-w-sm'} rounded-card border border-line bg-surface/95 p-5 shadow-card sm:p-7`}
      >
        <p className="mb-1 text-xs font-bold uppercase tracking-[0.2em] text-accent-strong">{t('brand')}</p>
        <h1 className="mb-5 text-2xl font-black tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}
