/** A decimal string without the zeros that carry nothing: "3.050000000" → "3.05", "10.000000" → "10". */
export function trimZeros(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}
