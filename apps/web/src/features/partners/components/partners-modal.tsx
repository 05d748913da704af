import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { PAYMENT_PARTNERS, type Partner, TECHNOLOGY_PARTNERS } from '../partners.ts';
import { PartnerMark } from './partner-mark.tsx';

function PartnerGrid({ title, partners, id }: { title: string; partners: readonly Partner[]; id: string }) {
  const { t } = useTranslation('partners');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-xs font-bold uppercase tracking-[0.18em] text-faint">
        {title}
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {partners.map((partner) => (
          <li
            key={partner.id}
            className="flex min-w-0 flex-col items-center gap-2 rounded-control border border-line bg-raised/50 px-2 py-4 text-center"
          >
            <PartnerMark partner={partner} className="size-11 shrink-0" />
            <p className="text-sm font-bold leading-tight text-ink">
              {t(`name.${partner.id}`, { defaultValue: partner.name })}
            </p>
            <p className="text-xs leading-snug text-faint">{t(`caption.${partner.id}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Payment and technology partners (SPEC §2.2 "partners modal"). */
export function PartnersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('partners');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      description={t('subtitle')}
      closeLabel={t('common:close')}
      className="sm:max-w-2xl!"
    >
      <div className="flex flex-col gap-6">
        <PartnerGrid id="partners-payment" title={t('payment')} partners={PAYMENT_PARTNERS} />
        <PartnerGrid id="partners-technology" title={t('technology')} partners={TECHNOLOGY_PARTNERS} />
        <p className="rounded-control border border-line bg-sunken/70 px-4 py-3 text-xs text-muted">
          {t('note')}
        </p>
      </div>
    </Dialog>
  );
}
