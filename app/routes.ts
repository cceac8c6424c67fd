import { index, type RouteConfig } from '@react-router/dev/routes';

/** The explicit route table of spec part 1 §2.1. Unknown paths fall to the root error boundary (404). */
export default [index('routes/home.tsx')] satisfies RouteConfig;
