import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn.ts';
import type { MarkdownContentProps } from './markdown-content.tsx';

/** The renderer (react-markdown and its parser) loads only when a document is first shown. */
const MarkdownContent = lazy(() =>
  import('./markdown-content.tsx').then((m) => ({ default: m.MarkdownContent })),
);

/** Lines of varying width while the renderer loads, so the page does not jump. */
export function MarkdownSkeleton({ lines = 6, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2.5', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          key={i}
          className="h-3.5 animate-pulse rounded bg-raised"
          style={{ width: `${[92, 100, 86, 97, 64, 89, 78][i % 7]}%` }}
        />
      ))}
    </div>
  );
}

/** Markdown from the server, rendered safely (see markdown-content.tsx). */
export function Markdown(props: MarkdownContentProps) {
  return (
    <Suspense fallback={<MarkdownSkeleton className={props.className} />}>
      <MarkdownContent {...props} />
    </Suspense>
  );
}
