const pending = new Map<string, Promise<void>>();

/** Adds an async <script> once per src; every caller waits for the same load. */
export function loadScript(src: string): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Betik yüklenemedi: ${src}`));
    };
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
