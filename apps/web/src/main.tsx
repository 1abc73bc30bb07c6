import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadAnalyticsAfterInteraction } from '@/lib/analytics';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import './index.css';

const { store, persistor } = createAppStore();
const router = createAppRouter();
setNavigator((to) => void router.navigate(to));
loadAnalyticsAfterInteraction();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
