import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '@/components/ui/spinner';
import { loadSonner } from '@/lib/toast';
import { SessionProvider } from './session/session-provider';
import type { AppStore } from './store';

/** Sonner loads beside the first page, not before it (lib/toast.ts); nothing shows until a toast does. */
const Toaster = lazy(() => loadSonner().then(({ Toaster: SonnerToaster }) => ({ default: SonnerToaster })));

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Store, persisted state (loaded before the first page renders), session and toasts. */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={<PageSpinner />} persistor={persistor}>
        <SessionProvider>{children}</SessionProvider>
      </PersistGate>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={3000} />
      </Suspense>
    </Provider>
  );
}
