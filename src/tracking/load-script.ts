/** Loads a classic script once per URL (a <script async> in <head>); a failed load may be tried again. */
const loads = new Map<string, Promise<void>>();

export function loadScript(url: string): Promise<void> {
  let pending = loads.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loads.delete(url);
        script.remove();
        reject(new Error(`The script ${url} could not be loaded`));
      };
      document.head.appendChild(script);
    });
    loads.set(url, pending);
  }
  return pending;
}
