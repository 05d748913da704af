import { useParams } from 'react-router';
import { CatalogPage } from '../../features/lobby/index.ts';

/** /{locale}/providers/{value}/games */
export function ProviderRoute() {
  const { value = '' } = useParams();
  return <CatalogPage key={value} kind="provider" value={value} />;
}
