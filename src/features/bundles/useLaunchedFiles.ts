// Files the installed app was opened with (manifest `file_handlers`): the browser hands them to
// `window.launchQueue`, where they are read as bundles.
import { useEffect, useRef } from 'react';

/** The part of the File Handling API this screen uses (not in TypeScript's DOM types yet). */
interface LaunchParams {
  files: readonly FileSystemFileHandle[];
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** Calls `onFile` for every file the app was launched with. */
export function useLaunchedFiles(onFile: (file: File) => void): void {
  const latest = useRef(onFile);
  latest.current = onFile;
  useEffect(() => {
    const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => {
      for (const handle of params.files) {
        void handle.getFile().then((file) => latest.current(file));
      }
    });
  }, []);
}
