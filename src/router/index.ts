// The app's own small router (history, lazy screens under one layout, links and hooks). It replaced
// react-router, whose data router was a quarter of the first route's JS for features we do not use.
export { createBrowserHistory, createMemoryHistory, type History } from './history';
export { createPath, resolveTo } from './location';
export type { Location, NavigateFunction, NavigateOptions, Path, To } from './location';
export {
  createRouter,
  samePath,
  type AppRouter,
  type RouteTable,
  type RouterState,
  type ScreenModule,
  type ScreenRoute,
} from './createRouter';
export { RouterProvider } from './RouterProvider';
export { MemoryRouter, Router } from './Router';
export { Link, type LinkProps } from './Link';
export { Navigate } from './Navigate';
export { Outlet } from './Outlet';
export {
  useHref,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
} from './hooks';
