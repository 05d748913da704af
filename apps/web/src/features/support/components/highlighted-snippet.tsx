import { snippetParts } from '@casino/shared';

/**
 * A search snippet with the matched words marked. The server marks matches with control characters, not
 * HTML; the parts are rendered as text, so nothing in an article can become markup here.
 */
export function HighlightedSnippet({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <span className={className}>
      {snippetParts(snippet).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <mark key={i} className="rounded-sm bg-gold/20 px-0.5 font-semibold text-gold-strong">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
