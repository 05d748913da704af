import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';

/** Items waiting in the cashier queues, for the tab title on every screen (0 or unknown: none shown). */
export const WaitingCount = createContext<number | undefined>(undefined);

/** The screen's heading and the browser tab's title ("(3) Cashier · Back office"). */
export function PageHeader({ title, text, actions }: { title: string; text?: string; actions?: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const waiting = useContext(WaitingCount);
  useEffect(() => {
    document.title = `${waiting ? `(${waiting}) ` : ''}${title} · ${t('brand')}`;
  }, [title, waiting, t]);
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-xl font-black tracking-tight sm:text-2xl">{title}</h1>
        {text && <p className="mt-0.5 max-w-3xl text-sm text-muted">{text}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
