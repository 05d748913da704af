import { useParams } from 'react-router';
import { CatalogPage } from '../../features/lobby/index.ts';

/** /{locale}/categories/{value}/games */
export function CategoryRoute() {
  const { value = '' } = useParams();
  return <CatalogPage key={value} kind="category" value={value} />;
}
