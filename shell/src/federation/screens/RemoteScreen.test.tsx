import type { RemoteScreenModule } from '@littlegivers/shared/web/remote-modules';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseDesignFont } from '../../font-preload';
import { forgetRemote, loadRemoteScreen } from './load-screen';
import { RemoteScreen } from './RemoteScreen';

vi.mock('./load-screen', () => ({ loadRemoteScreen: vi.fn(), forgetRemote: vi.fn() }));
vi.mock('../../font-preload', () => ({ releaseDesignFont: vi.fn() }));

const load = vi.mocked(loadRemoteScreen);
const faq: RemoteScreenModule = { default: () => <h1>frequently asked questions</h1> };

function deferred() {
  let settle!: { resolve: (value: RemoteScreenModule) => void; reject: (error: unknown) => void };
  const promise = new Promise<RemoteScreenModule>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

/** A load the way the shell's cache hands it out: the same promise, settled, for every caller. */
async function settledLoad(module: RemoteScreenModule) {
  const promise = Promise.resolve(module);
  load.mockReturnValue(promise);
  // The first screen to see a load watches it; render one and unmount it, as a visit that left.
  const first = render(<RemoteScreen remote="content" module="./Faq" />);
  await screen.findByRole('heading', { name: 'frequently asked questions' });
  first.unmount();
}

describe('RemoteScreen', () => {
  beforeEach(() => {
    load.mockReset();
    vi.mocked(forgetRemote).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.mocked(console.error).mockRestore());

  it('shows the loading state while the remote loads, then the screen as soon as it has loaded', async () => {
    const pending = deferred();
    load.mockReturnValue(pending.promise);
    render(<RemoteScreen remote="content" module="./Faq" />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => pending.resolve(faq));
    expect(screen.getByRole('heading', { name: 'frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledWith('content', './Faq');
  });

  it('renders a screen whose load has settled already in its first frame, with no loading state', async () => {
    await settledLoad(faq);
    // Synchronous render, no awaiting: the screen is there in the first commit.
    render(<RemoteScreen remote="content" module="./Faq" />);
    expect(screen.getByRole('heading', { name: 'frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("lets the design font download once the screen's first content has been painted, not before", async () => {
    vi.mocked(releaseDesignFont).mockReset();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const pending = deferred();
    load.mockReturnValue(pending.promise);
    render(<RemoteScreen remote="content" module="./Faq" />);
    await act(async () => pending.resolve(faq));
    expect(screen.getByRole('heading', { name: 'frequently asked questions' })).toBeInTheDocument();
    // Drawn, not yet painted: the font waits.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(releaseDesignFont).not.toHaveBeenCalled();
    // The frame is painted: the font may come now.
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(releaseDesignFont).toHaveBeenCalledTimes(1));
    vi.mocked(window.requestAnimationFrame).mockRestore();
  });

  it('lets the design font download at once when the screen failed to load (no screen will paint)', async () => {
    vi.mocked(releaseDesignFont).mockReset();
    const failing = deferred();
    load.mockReturnValue(failing.promise);
    render(<RemoteScreen remote="content" module="./Faq" />);
    await act(async () => failing.reject(new Error('content-mfe is down')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(releaseDesignFont).toHaveBeenCalledTimes(1);
  });

  it('replaces a remote that failed with the fallback, and "try again" loads it afresh', async () => {
    const failing = deferred();
    load.mockReturnValueOnce(failing.promise).mockReturnValue(Promise.resolve(faq));
    render(<RemoteScreen remote="content" module="./Faq" />);
    await act(async () => failing.reject(new Error('content-mfe is down')));
    expect(screen.getByRole('alert')).toHaveTextContent("we couldn't load this page");
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(forgetRemote).toHaveBeenCalledWith('content');
    expect(await screen.findByRole('heading', { name: 'frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
