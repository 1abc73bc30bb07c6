import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { resetAppConfig } from '@/lib/app-config';
import { installFakeChatSockets } from './fake-chat-socket';

// Lazy routes and chunks (Recharts) load slowly on a busy 2-core CI machine; wait for them
// longer than the library's 1 s before calling an element missing.
// A query that finds nothing describes the whole page in its error; `findBy…` and `waitFor` ask
// again every 50 ms until the element shows, and printing the page each time cost more than the
// test itself. The page is printed when the message is read: once, if the test fails.
configure({
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (full ??= [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
      configurable: true,
    });
    return error;
  },
});

// Sonner puts its stylesheet (97 rules) into the head when it is imported. jsdom has no layout to
// use it for, but every getComputedStyle (Testing Library's role queries ask for an element and
// its ancestors to tell what is hidden and what a thing is called) matched all 97 selectors:
// 8.8 ms a call with it, 3.4 ms without, most of a role query's time. The journeys run with it.
document.head.querySelectorAll('style').forEach((style) => {
  if (style.textContent?.includes('[data-sonner-toaster]')) style.remove();
});

// jsdom has no layout or scrolling; React Router's scroll restoration calls this.
window.scrollTo = () => undefined;

// Nor does it observe sizes; charts (Recharts' ResponsiveContainer) ask for it.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom's Blob has no stream(), which Node's fetch reads a multipart body's files with (a
// request with a file would never finish); and no object URLs for previews.
if (!('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    value(this: Blob) {
      const read = new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
      return new ReadableStream({
        async start(controller) {
          controller.enqueue(new Uint8Array(await read));
          controller.close();
        },
      });
    },
  });
}
// Nor arrayBuffer(), which the STL upload preview reads a chosen file with.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => undefined;

beforeEach(() => {
  installFakeChatSockets();
});

afterEach(() => {
  // Sonner keeps its toasts in one module-wide store and replays those still showing to the next
  // Toaster that mounts: a test's toast would appear again in the next test, where a query for the
  // same message found two and waited the toast's 3 s out. Dismissed once the Toaster is gone, so
  // no React update happens outside the test.
  cleanup();
  toast.dismiss();
  localStorage.clear();
  resetAppConfig();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

// user-event checks, before each click, that no element from the target up to the root has
// `pointer-events: none`, with a getComputedStyle for each (about 10 ms apiece in jsdom, which
// matches its whole default stylesheet per element): the costliest part of a click. The app's
// styles are Tailwind classes, which jsdom does not load, and no code sets pointer-events inline,
// so the check could only ever fire on a Sonner toast on its way out; the journeys click for real.
const setupUser = userEvent.setup;
Object.assign(userEvent, {
  setup: (options?: Parameters<typeof setupUser>[0]) => setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
});
