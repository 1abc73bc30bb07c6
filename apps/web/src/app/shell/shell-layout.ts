/** What a route may say about the shell around it (React Router `handle`). */
export interface RouteHandle {
  hideNavbar?: boolean;
  hideFooter?: boolean;
  /** The page's part of the document title. */
  title?: string;
}

export interface ShellLayout {
  showNavbar: boolean;
  showFooter: boolean;
  /** The thin top bar during route changes (off inside the seller panel). */
  showRouteProgress: boolean;
  isSellerPanel: boolean;
  mainClassName: string;
}

function isSellerPanelPath(pathname: string): boolean {
  return pathname.includes('/seller-panel');
}

/**
 * Spec §2 shell rules. The navbar is fixed (7rem tall on every screen), so pages start below it:
 * lg:mt-40 normally, lg:mt-28 under /footer (those pages open with a full-width band), none in the
 * seller panel (it has its own frame). /chat fills the screen: no minimum height and no footer.
 */
export function getShellLayout(pathname: string, handle: RouteHandle = {}): ShellLayout {
  const isSellerPanel = isSellerPanelPath(pathname);
  const isChat = pathname === '/chat' || pathname.startsWith('/chat/');
  const showNavbar = !handle.hideNavbar;
  const classes = ['flex-1'];
  if (!isChat) classes.push('min-h-[70vh]');
  if (showNavbar && !isSellerPanel) {
    classes.push(pathname.startsWith('/footer') ? 'mt-28 lg:mt-28' : 'mt-28 lg:mt-40');
  }
  return {
    showNavbar,
    showFooter: !handle.hideFooter && !isChat,
    showRouteProgress: !isSellerPanel,
    isSellerPanel,
    mainClassName: classes.join(' '),
  };
}

/** The handles of all matched routes, deeper routes winning. */
export function mergeHandles(handles: unknown[]): RouteHandle {
  return Object.assign({}, ...handles.filter((handle) => typeof handle === 'object' && handle !== null));
}

export function documentTitle(handle: RouteHandle): string {
  return handle.title ? `${handle.title} | Pazaryeri` : "Pazaryeri | Türkiye'nin endüstriyel pazaryeri";
}
