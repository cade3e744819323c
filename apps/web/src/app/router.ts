import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The app's router. Creating it matches the current address against the route table and starts
 * loading the page's route module; main.tsx calls this in a task of its own, after the entry's
 * modules have run (issue 17: ~40 ms at a phone's speed, which would lengthen that long task).
 */
export const createAppRouter = () => createBrowserRouter(routes);
