// The app frame around every screen: skip link, header, main navigation, banners and the outlet.
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from '../../router';
import { MainNav } from '../navigation/MainNav';
import { SectionTabs } from '../navigation/SectionTabs';
import { OfflineBanner } from '../network/OfflineBanner';
import { StorageWarning } from '../persist/StorageWarning';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Header } from './Header';
import { LoadingFallback } from './LoadingFallback';

/** Props of Layout. */
export interface LayoutProps {
  /** The header's Safe and wallet bar (the route table passes it: src/app may not import features). */
  headerBar?: ReactNode;
}

/** The layout route element. */
export function Layout({ headerBar }: LayoutProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new screen (as a page load would).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Move focus without touching the URL (a hash would be kept in every later link).
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <Header bar={headerBar} />
      <OfflineBanner />
      <StorageWarning />
      <MainNav />
      <main id="main" className="app-main" ref={mainRef} tabIndex={-1}>
        {navigation.state === 'loading' && <LoadingFallback inline />}
        <SectionTabs />
        <Outlet />
      </main>
      <UpdatePrompt />
    </div>
  );
}
