/**
 * Markdown of a help article as plain text: no headings, list markers or emphasis marks, and no angle
 * brackets, so a snippet stays harmless even where a page would treat it as HTML.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .replace(/^\s*(?:#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\*+|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening of a text, cut at a word boundary. */
export function excerpt(text: string, maxLength = 160): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/u, '')}…`;
}

/** An article file: `# Title`, a blank line, then the Markdown body. */
export function parseArticle(source: string): { title: string; body: string } | undefined {
  const match = /^# (.+)\r?\n\s*\n([\s\S]+)$/.exec(source.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { title: match[1].trim(), body: match[2].trim() };
}
