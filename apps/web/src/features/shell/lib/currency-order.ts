/**
 * SPEC §9: for Ukrainian the hryvnia comes second and the rouble last; otherwise the server's order.
 */
export function orderCurrencies<T extends { code: string }>(items: readonly T[], language: string): T[] {
  if (language !== 'uk') return [...items];
  const uah = items.find((item) => item.code === 'UAH');
  const rub = items.find((item) => item.code === 'RUB');
  const rest = items.filter((item) => item !== uah && item !== rub);
  return [...rest.slice(0, 1), ...(uah ? [uah] : []), ...rest.slice(1), ...(rub ? [rub] : [])];
}
