export { languagesRoutes } from './languages.routes.ts';
