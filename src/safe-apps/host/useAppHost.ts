// The React side of one app's host: creates the host for the iframe, hears the window's messages,
// posts replies to the iframe's window at the app's origin, and exposes the interactive queue.
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { createAppHost, type AppHost, type AppHostOptions, type HostQueue } from './appHost';

/** Options of useAppHost: the handlers may change between renders (the latest are used). */
export interface UseAppHostOptions {
  appOrigin: string;
  iframe: RefObject<HTMLIFrameElement | null>;
  answerRead: AppHostOptions['answerRead'];
  answerInteractive: AppHostOptions['answerInteractive'];
}

const EMPTY_QUEUE: HostQueue = { current: null, waiting: [] };
const noop = () => () => {};

/** Hosts the app in `iframe` while mounted; returns the requests waiting for the user. */
export function useAppHost({
  appOrigin,
  iframe,
  answerRead,
  answerInteractive,
}: UseAppHostOptions): HostQueue {
  const handlers = useRef({ answerRead, answerInteractive });
  handlers.current = { answerRead, answerInteractive };
  // The host is created in an effect (it owns a listener); the queue subscribes once it exists.
  const [host, setHost] = useState<AppHost | null>(null);

  useEffect(() => {
    const created = createAppHost({
      appOrigin,
      getAppWindow: () => iframe.current?.contentWindow ?? null,
      post: (reply, targetOrigin) =>
        iframe.current?.contentWindow?.postMessage(reply, targetOrigin),
      answerRead: (request) => handlers.current.answerRead(request),
      answerInteractive: (request) => handlers.current.answerInteractive(request),
    });
    setHost(created);
    const listener = (event: MessageEvent) => void created.receive(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      created.close();
    };
  }, [appOrigin, iframe]);

  return useSyncExternalStore(
    host ? host.subscribe : noop,
    () => host?.queue() ?? EMPTY_QUEUE,
    () => EMPTY_QUEUE,
  );
}
