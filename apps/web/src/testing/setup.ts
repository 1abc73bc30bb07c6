import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAppConfig } from '@/lib/app-config';

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
