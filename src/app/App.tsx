// The app root: error boundary, query client and the data router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../query/client';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { createRoutes } from './routes';

/** The Countersign app. */
export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
