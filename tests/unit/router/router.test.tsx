// @vitest-environment jsdom
// The app's router: lazy screens under one layout, the URL and the screen moving together, back and
// forward, redirects, links, and errors that clear on the next navigation.
import { act, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../dom';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigation,
  useRouteError,
  type AppRouter,
  type History,
  type RouteTable,
  type ScreenModule,
} from '../../../src/router';

const dom = mountPerTest();
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** A screen whose code arrives when the test says so. */
function deferredScreen(Component: ComponentType) {
  let resolve!: (module: ScreenModule) => void;
  let reject!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<ScreenModule>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    load,
    arrive: () => act(async () => resolve({ Component })),
    fail: (error: unknown) => act(async () => reject(error)),
  };
}

const loaded = (Component: ComponentType) => async () => ({ Component });

function Layout() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  return (
    <div>
      <p data-testid="where">{pathname + search}</p>
      {navigation.state === 'loading' && <p data-testid="loading">loading</p>}
      <Link to="/home">Home</Link>
      <Link to="/queue?safe=eth:0x1">Queue</Link>
      <Link to={{ search: '?filter=in' }}>Incoming</Link>
      <Outlet />
    </div>
  );
}

function ScreenError() {
  return <p data-testid="screen-error">{String((useRouteError() as Error).message)}</p>;
}

function table(screens: RouteTable['screens'], extra: Partial<RouteTable> = {}): RouteTable {
  return {
    layout: <Layout />,
    layoutError: <p>layout failed</p>,
    screenError: <ScreenError />,
    pending: <p data-testid="pending">pending</p>,
    screens,
    notFound: loaded(() => <h1>Not found</h1>),
    ...extra,
  };
}

const text = (testId: string) =>
  dom.container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const heading = () => dom.container.querySelector('h1')?.textContent ?? null;
const link = (name: string) =>
  [...dom.container.querySelectorAll('a')].find((a) => a.textContent === name)!;

/** A router over /home (loaded) and /queue (`queueLoad`), starting at `entries`. */
function homeAndQueue(entries: string[], queueLoad = loaded(() => <h1>Queue</h1>)) {
  const history = createMemoryHistory(entries);
  const router = createRouter(
    table([
      { path: '/home', load: loaded(() => <h1>Home</h1>) },
      { path: '/queue', load: queueLoad },
    ]),
    history,
  );
  return { router, history };
}

async function mount(router: AppRouter) {
  await act(async () => dom.root.render(<RouterProvider router={router} />));
}

describe('createRouter', () => {
  it('shows the layout with a pending screen until the first screen arrives', async () => {
    const home = deferredScreen(() => <h1>Home</h1>);
    const router = createRouter(
      table([{ path: '/home', load: home.load }]),
      createMemoryHistory(['/home']),
    );
    await mount(router);
    expect(text('pending')).toBe('pending');
    expect(text('where')).toBe('/home');
    expect(text('loading')).toBeNull();
    await home.arrive();
    expect(heading()).toBe('Home');
    expect(text('pending')).toBeNull();
  });

  it('shows a screen whose code is in the entry at once, without the pending element', async () => {
    const load = vi.fn(async () => ({ Component: () => <h1>Welcome</h1> }));
    const router = createRouter(
      table([{ path: '/welcome', load, Component: () => <h1>Welcome</h1> }]),
      createMemoryHistory(['/welcome']),
    );
    expect(router.state.screen.status).toBe('ready');
    dom.root.render(<RouterProvider router={router} />);
    await act(async () => undefined);
    expect(heading()).toBe('Welcome');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the current screen and URL while the next screen loads, then moves both', async () => {
    const queue = deferredScreen(() => <h1>Queue</h1>);
    const { router, history } = homeAndQueue(['/home'], queue.load);
    await mount(router);
    await act(async () => link('Queue').click());
    expect(heading()).toBe('Home');
    expect(text('loading')).toBe('loading');
    expect(history.location.pathname).toBe('/home');
    await queue.arrive();
    expect(heading()).toBe('Queue');
    expect(text('where')).toBe('/queue?safe=eth:0x1');
    expect(text('loading')).toBeNull();
    expect(history.location.search).toBe('?safe=eth:0x1');
  });

  it('lets only the newest navigation commit when an older screen arrives late', async () => {
    const slow = deferredScreen(() => <h1>Slow</h1>);
    const router = createRouter(
      table([
        { path: '/home', load: loaded(() => <h1>Home</h1>) },
        { path: '/slow', load: slow.load },
        { path: '/fast', load: loaded(() => <h1>Fast</h1>) },
      ]),
      createMemoryHistory(['/home']),
    );
    await mount(router);
    await act(async () => router.navigate('/slow'));
    await act(async () => router.navigate('/fast'));
    expect(heading()).toBe('Fast');
    await slow.arrive();
    expect(heading()).toBe('Fast');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('matches paths without case or trailing slash, and shows notFound for others', async () => {
    const router = createRouter(
      table([{ path: '/transactions/queue', load: loaded(() => <h1>Queue</h1>) }]),
      createMemoryHistory(['/Transactions/Queue/']),
    );
    await mount(router);
    expect(heading()).toBe('Queue');
    await act(async () => router.navigate('/nowhere'));
    expect(heading()).toBe('Not found');
  });

  it('replaces a redirected start URL and a redirected navigation', async () => {
    const history = createMemoryHistory(['/?safe=eth:0x1']);
    const router = createRouter(
      table([{ path: '/home', load: loaded(() => <h1>Home</h1>) }], {
        redirect: ({ pathname, search }) => (pathname === '/' ? `/home${search}` : null),
      }),
      history,
    );
    await mount(router);
    expect(heading()).toBe('Home');
    expect(history.location.pathname + history.location.search).toBe('/home?safe=eth:0x1');
    await act(async () => router.navigate('/'));
    await act(async () => history.go(-1));
    // The redirect replaced its entry: there is nothing before /home to go back to.
    expect(history.location.pathname).toBe('/home');
  });

  it('follows back and forward, loading the screen before it shows', async () => {
    const queue = deferredScreen(() => <h1>Queue</h1>);
    const { router, history } = homeAndQueue(['/queue', '/home'], queue.load);
    await mount(router);
    expect(heading()).toBe('Home');
    await act(async () => history.go(-1));
    expect(heading()).toBe('Home');
    expect(text('loading')).toBe('loading');
    await queue.arrive();
    expect(heading()).toBe('Queue');
    expect(text('where')).toBe('/queue');
    await act(async () => history.go(1));
    expect(heading()).toBe('Home');
  });

  it('shows a screen that failed to load as its error, and loads it again on the next visit', async () => {
    let attempts = 0;
    const router = createRouter(
      table([
        { path: '/home', load: loaded(() => <h1>Home</h1>) },
        {
          path: '/queue',
          load: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('chunk missing');
            return { Component: () => <h1>Queue</h1> };
          },
        },
      ]),
      createMemoryHistory(['/home']),
    );
    await mount(router);
    await act(async () => router.navigate('/queue'));
    expect(text('screen-error')).toBe('chunk missing');
    expect(text('where')).toBe('/queue');
    await act(async () => router.navigate(router.state.location, { replace: true }));
    expect(heading()).toBe('Queue');
    expect(attempts).toBe(2);
  });

  it('keeps a screen mounted when only the search changes', async () => {
    let mounts = 0;
    function Counted() {
      const [id] = useState(() => (mounts += 1));
      return <h1>Mounted {id}</h1>;
    }
    const router = createRouter(
      table([{ path: '/history', load: loaded(Counted) }]),
      createMemoryHistory(['/history']),
    );
    await mount(router);
    await act(async () => link('Incoming').click());
    expect(text('where')).toBe('/history?filter=in');
    expect(mounts).toBe(1);
  });

  it('catches a render error inside the layout and clears it on the next navigation', async () => {
    let fail = true;
    function Fragile(): ReactNode {
      if (fail) throw new Error('render failed');
      return <h1>Fragile</h1>;
    }
    const router = createRouter(
      table([{ path: '/home', load: loaded(Fragile) }]),
      createMemoryHistory(['/home']),
    );
    await mount(router);
    expect(text('screen-error')).toBe('render failed');
    // The layout survived.
    expect(text('where')).toBe('/home');
    fail = false;
    await act(async () => router.navigate('/home', { replace: true, state: { retry: 1 } }));
    expect(heading()).toBe('Fragile');
  });

  it('renders a new state as a transition: a screen that suspends leaves the current one shown', async () => {
    // A store update renders synchronously, and a synchronous render that suspends shows the
    // fallback in place of what was there; a transition keeps it until the new screen is ready.
    let arrive!: (word: string) => void;
    const data = new Promise<string>((resolve) => (arrive = resolve));
    // React 18 has no `use`: a screen suspends by throwing the promise it waits for.
    let word: string | undefined;
    void data.then((w) => (word = w));
    function Queue() {
      if (word === undefined) throw data;
      return <h1>{word}</h1>;
    }
    const router = createRouter(
      table(
        [
          { path: '/home', load: loaded(() => <h1>Home</h1>) },
          { path: '/queue', load: loaded(Queue) },
        ],
        {
          layout: (
            <Suspense fallback={<p data-testid="suspended">suspended</p>}>
              <Outlet />
            </Suspense>
          ),
        },
      ),
      createMemoryHistory(['/home']),
    );
    await mount(router);
    expect(heading()).toBe('Home');
    await act(async () => router.navigate('/queue'));
    expect(router.state.location.pathname).toBe('/queue');
    expect(text('suspended')).toBeNull();
    expect(heading()).toBe('Home');
    await act(async () => arrive('Queue'));
    expect(heading()).toBe('Queue');
  });
});

describe('Link', () => {
  it('navigates in the app on a plain click and leaves modified clicks to the browser', async () => {
    const { router } = homeAndQueue(['/home']);
    await mount(router);
    expect(link('Queue').getAttribute('href')).toBe('/queue?safe=eth:0x1');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => link('Queue').dispatchEvent(modified));
    expect(heading()).toBe('Home');
    await act(async () => link('Queue').click());
    expect(heading()).toBe('Queue');
  });

  it('replaces the entry when it links to where the user already is', async () => {
    const { router, history } = homeAndQueue(['/queue', '/home']);
    await mount(router);
    await act(async () => link('Home').click());
    await act(async () => history.go(-1));
    expect(heading()).toBe('Queue');
  });
});

describe('createBrowserHistory', () => {
  let history: History;
  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
    history = createBrowserHistory();
  });

  it('writes entries with their state and hears the browser move back', async () => {
    history.push({ pathname: '/next', search: '?a=1', hash: '' }, { retry: 1 });
    expect(window.location.pathname + window.location.search).toBe('/next?a=1');
    expect(history.location.state).toEqual({ retry: 1 });
    const heard = new Promise<string>((resolve) => {
      const stop = history.listen((location) => {
        stop();
        resolve(location.pathname);
      });
    });
    window.history.back();
    expect(await heard).toBe('/start');
  });
});
