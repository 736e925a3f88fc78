// @vitest-environment jsdom
// Files the installed app is opened with (manifest file_handlers) reach the import: each launch's
// files are read and handed on; without a launch queue (another browser) nothing happens.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLaunchedFiles } from '../../../../src/features/bundles/useLaunchedFiles';
import { mountPerTest } from '../../dom';

type Consumer = (params: { files: { getFile(): Promise<File> }[] }) => void;

const dom = mountPerTest();
afterEach(() => {
  delete (window as { launchQueue?: unknown }).launchQueue;
});

function Probe({ seen }: { seen: string[] }) {
  useLaunchedFiles((file) => void file.text().then((text) => seen.push(`${file.name}: ${text}`)));
  return null;
}

describe('useLaunchedFiles', () => {
  it('reads every file of each launch and hands it to the import', async () => {
    let consumer: Consumer | undefined;
    Object.assign(window, { launchQueue: { setConsumer: (c: Consumer) => (consumer = c) } });
    const seen: string[] = [];
    act(() => dom.root.render(<Probe seen={seen} />));
    expect(consumer).toBeDefined();
    const handle = (name: string, text: string) => ({
      getFile: async () => new File([text], name, { type: 'application/json' }),
    });
    await act(async () =>
      consumer!({ files: [handle('a.json', '{"a":1}'), handle('b.json', '{}')] }),
    );
    await expect.poll(() => seen.length).toBe(2);
    expect([...seen].sort()).toEqual(['a.json: {"a":1}', 'b.json: {}']);
  });

  it('does nothing where the browser has no launch queue', () => {
    const seen: string[] = [];
    expect(() => act(() => dom.root.render(<Probe seen={seen} />))).not.toThrow();
    expect(seen).toEqual([]);
  });
});
