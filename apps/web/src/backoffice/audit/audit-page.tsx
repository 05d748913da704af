import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { SelectField } from '../ui/form-controls.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { AuditTable } from './audit-table.tsx';

/** The subjects the server writes (backoffice/audit.ts AuditSubjectType). */
const SUBJECT_TYPES = ['player', 'transaction', 'dispute', 'chain_payment', 'bonus', 'tournament'] as const;

/** Every operator action, filterable by subject type and id (the filter is in the URL). */
export function AuditPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const subjectType = params.get('subjectType') ?? '';
  const subjectId = params.get('subjectId') ?? '';
  const [type, setType] = useState(subjectType);
  const [id, setId] = useState(subjectId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (type) next.set('subjectType', type);
    if (id.trim()) next.set('subjectId', id.trim());
    setParams(next);
  }

  return (
    <>
      <PageHeader title={t('audit.title')} text={t('audit.text')} />
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2" aria-label={t('audit.filter')}>
        <SelectField
          label={t('audit.subjectType')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          className="w-full sm:w-48"
        >
          <option value="">{t('audit.anyType')}</option>
          {SUBJECT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`audit.types.${value}`)}
            </option>
          ))}
        </SelectField>
        <Field
          className="min-w-0 flex-1 basis-56"
          label={t('audit.subjectId')}
          value={id}
          maxLength={100}
          onChange={(event) => setId(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="primary">
          {t('audit.apply')}
        </Button>
      </form>
      {/* Keyed by the filter: a new filter starts at its first page. */}
      <AuditTable
        key={`${subjectType}|${subjectId}`}
        subjectType={subjectType || undefined}
        subjectId={subjectId || undefined}
        label={t('audit.title')}
      />
    </>
  );
}
