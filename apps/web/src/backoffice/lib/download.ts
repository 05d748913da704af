/** Saves a blob as a file through a temporary link (the export is fetched with the operator's token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** daily-report_2025-03-01_2025-03-31[_RUB].csv */
export function reportFileName(filter: { from: string; to: string; currency: string }): string {
  const currency = filter.currency.replace(/[^A-Z0-9]/g, '');
  return `daily-report_${filter.from}_${filter.to}${currency ? `_${currency}` : ''}.csv`;
}

/** The recovery codes as a text file: one per line, with what they are for. */
export function recoveryCodesFile(codes: readonly string[], account: string, issuedAt: Date): string {
  return [
    `Back office recovery codes for ${account}`,
    `Issued ${issuedAt.toISOString()}. Each code signs in once, in place of the authenticator's code.`,
    '',
    ...codes,
    '',
  ].join('\n');
}
