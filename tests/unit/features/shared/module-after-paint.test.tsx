// @vitest-environment jsdom
// Code loaded after the paint that wants it: nothing is loaded while rendering, the module arrives
// by itself, one load serves every user, and a failed load reaches the error boundary.
import { act, Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  moduleAfterPaint,
  useModuleAfterPaint,
  type ModuleAfterPaint,
} from '../../../../src/features/shared/useModuleAfterPaint';

const dom = mountPerTest();

function Uses({
  entry,
  wanted = true,
}: {
  entry: ModuleAfterPaint<{ word: string }>;
  wanted?: boolean;
}) {
  const loaded = useModuleAfterPaint(entry, wanted);
  return <span>{loaded ? loaded.word : 'not yet'}</span>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useModuleAfterPaint', () => {
  it('renders without the module, loads it once after paint, then renders with it', async () => {
    const load = vi.fn(async () => ({ word: 'loaded' }));
    const entry = moduleAfterPaint(load);
    act(() =>
      dom.root.render(
        <>
          <Uses entry={entry} />
          <Uses entry={entry} />
        </>,
      ),
    );
    // The commit that first shows the screen neither waits for nor starts the load.
    expect(dom.container.textContent).toBe('not yetnot yet');
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(dom.container.textContent).toBe('loadedloaded'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load what is not wanted', async () => {
    const load = vi.fn(async () => ({ word: 'loaded' }));
    const entry = moduleAfterPaint(load);
    // A wanted module beside it: once that one arrived, the unwanted one had every chance to load.
    const other = moduleAfterPaint(async () => ({ word: 'other' }));
    act(() =>
      dom.root.render(
        <>
          <Uses entry={entry} wanted={false} />
          <Uses entry={other} />
        </>,
      ),
    );
    await vi.waitFor(() => expect(dom.container.textContent).toBe('not yetother'));
    expect(load).not.toHaveBeenCalled();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = moduleAfterPaint<{ word: string }>(async () => {
      throw new Error('chunk missing');
    });
    act(() =>
      dom.root.render(
        <Boundary>
          <Uses entry={entry} />
        </Boundary>,
      ),
    );
    await vi.waitFor(() => expect(dom.container.textContent).toBe('failed: chunk missing'));
  });
});
