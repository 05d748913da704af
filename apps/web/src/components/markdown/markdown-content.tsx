import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { cn } from '../../lib/cn.ts';

/**
 * Markdown from our server (policies, help articles) drawn with the theme. Raw HTML in the source is
 * dropped (`skipHtml`), never parsed: a `<script>` or an `onerror=` in a document stays inert text at most.
 * Link targets go through react-markdown's URL filter (no `javascript:`), and links leaving the site open
 * in a new tab without access to this one.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-8 text-xl font-extrabold text-ink first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-8 text-lg font-extrabold text-ink first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-6 text-base font-bold text-ink first:mt-0" {...props} />
  ),
  h4: ({ node: _node, ...props }) => <h4 className="mt-5 text-sm font-bold text-ink" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-3 first:mt-0" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 marker:text-accent-strong" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol
      className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 marker:font-bold marker:text-accent-strong"
      {...props}
    />
  ),
  strong: ({ node: _node, ...props }) => <strong className="font-bold text-ink" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-2 border-accent pl-4 text-muted" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-sunken px-1.5 py-0.5 font-mono text-[0.9em] text-neon" {...props} />
  ),
  hr: () => <hr className="my-6 border-line" />,
  table: ({ node: _node, ...props }) => (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b border-line px-2 py-1.5 font-bold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-line/60 px-2 py-1.5" {...props} />,
  a: ({ node: _node, href = '', ...props }) => {
    const external = /^[a-z][a-z\d+.-]*:/i.test(href) && !href.startsWith('mailto:');
    return (
      <a
        href={href}
        className="font-semibold text-accent-strong underline underline-offset-4 hover:text-ink"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...props}
      />
    );
  },
  img: ({ node: _node, alt }) => <span>{alt}</span>,
};

export interface MarkdownContentProps {
  children: string;
  className?: string;
}

export function MarkdownContent({ children, className }: MarkdownContentProps) {
  return (
    <div className={cn('text-sm leading-relaxed text-muted sm:text-[0.95rem]', className)}>
      <ReactMarkdown skipHtml components={components} urlTransform={defaultUrlTransform}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
