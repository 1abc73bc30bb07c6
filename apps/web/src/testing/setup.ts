import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAppConfig } from '@/lib/app-config';

// Lazy routes and chunks (Recharts) load slowly on a busy 2-core CI machine; wait for them
// longer than the library's 1 s before calling an element missing.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout or scrolling; React Router's scroll restoration calls this.
window.scrollTo = () => undefined;

// Nor does it observe sizes; charts (Recharts' ResponsiveContainer) ask for it.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetAppConfig();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
