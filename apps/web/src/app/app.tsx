import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';

/** Declarative routing (BrowserRouter): see route-adapter.tsx for why not the data router. */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
