import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './fake-api';

// Every API call of a component test goes to the fake API; a route no test declared fails it.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  localStorage.clear();
  // What the app keeps for the browser session (the coach conversation) must not leak between tests.
  sessionStorage.clear();
});

// jsdom does not implement scrolling; the router scrolls to the top on navigation.
window.scrollTo = () => {};

// Pages are lazy chunks and role queries on a whole page are slow in jsdom: allow them time.
configure({ asyncUtilTimeout: 4000 });
