import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Toaster } from 'sonner';
import { PageSpinner } from '@/components/ui/spinner';
import { SessionProvider } from './session/session-provider';
import type { AppStore } from './store';

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
      <Toaster position="top-center" richColors closeButton duration={3000} />
    </Provider>
  );
}
