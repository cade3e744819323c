import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

// Created once at start-up, so the current page's chunk starts loading while boot data loads.
export const router = createBrowserRouter(routes);
