import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd in jsdom is slow, and CI shares two cores with a build and a browser: waits are about
// correctness, not speed (speed is measured by the benchmarks).
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
import { server } from './msw';

// antd reads these browser APIs that jsdom lacks
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.getComputedStyle = (
  (get) => (el: Element) =>
    get(el)
)(window.getComputedStyle.bind(window));
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= NoopObserver;

// jest-fixed-jsdom keeps Node's Request, which rejects the relative URLs ('/api/...') a browser resolves
// against the page; resolve them against the jsdom location (http://localhost/) as the browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// antd's Form (rc-form) defers its watchers through MessageChannel, which jsdom lacks: a timer stands in.
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel ??= TimerMessageChannel;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
