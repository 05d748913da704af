import { Component, type ReactNode, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** Loading and failure of one view: a spinner while its code loads, a retry when it fails to. */
export function ViewBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <Catch key={resetKey}>
      <Suspense fallback={<ViewLoading />}>{children}</Suspense>
    </Catch>
  );
}

export function ViewLoading() {
  const { t } = useTranslation('wallet');
  return (
    <div className="grid min-h-48 place-items-center text-muted" role="status">
      <span className="flex items-center gap-2 text-sm">
        <Spinner className="size-5" />
        {t('common.loading')}
      </span>
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 text-center" role="alert">
      <p className="text-sm text-muted">{t('common.load_failed')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Failed onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
