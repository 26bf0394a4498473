import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { theme } from '../../lib/theme';
import { startOpsApiServer, type OpsApiServer } from '../../test/ops-api-server';
import { historyKey, plainKeyAction, RangeEditor } from './components/RangeEditor';

configure({ asyncUtilTimeout: 5000 });

let server: OpsApiServer;
// The editor's queries use the app's one API client; here it talks to a real HTTP server standing in for the API.
vi.mock('../../lib/api', () => ({
  api: new Proxy(
    {},
    { get: (_, key) => Reflect.get(createApiClient({ baseUrl: server.baseUrl, getIdToken: async () => 'test-token' }), key) },
  ),
}));

beforeAll(async () => {
  // jsdom plays no media; the editor pauses its audio when it unmounts.
  HTMLMediaElement.prototype.pause = () => {};
  server = await startOpsApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const EPISODE = { id: '0c1f6a1d-2b01-4c4b-9a57-6f1c2a528d1e', audioUrl: 'http://127.0.0.1:9/episode.mp3', durationSeconds: 60 };
const PEAKS = `/api/ops/episodes/${EPISODE.id}/peaks`;

function renderEditor() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RangeEditor episode={EPISODE} range={{ start: 10, end: 20 }} onRangeChange={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RangeEditor without a waveform', () => {
  it('stops drawing once the peaks request fails, while it is tried again', async () => {
    server.on(PEAKS, () => ({ status: 502, body: { error: { code: 'bad_gateway', message: 'The waveform service is not answering.' } } }));
    renderEditor();
    expect(screen.getByText('Drawing the waveform…')).toBeInTheDocument();
    expect(await screen.findByText('No waveform for this episode')).toBeInTheDocument();
    expect(screen.getByText(/The waveform service is not answering\./)).toBeInTheDocument();
    expect(screen.queryByText('Drawing the waveform…')).not.toBeInTheDocument();
    // The alert came after the first failure, not after every retry.
    expect(server.requests.filter((url) => url.pathname === PEAKS)).toHaveLength(1);
  });

  it('shows no spinner beside the audio’s error while the peaks are still coming', async () => {
    server.on(PEAKS, () => ({ status: 502, body: { error: { code: 'bad_gateway', message: 'Slow and failing.' } }, delayMs: 2000 }));
    const { container } = renderEditor();
    expect(screen.getByText('Drawing the waveform…')).toBeInTheDocument();
    fireEvent.error(container.querySelector('audio')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be played');
    expect(screen.queryByText('Drawing the waveform…')).not.toBeInTheDocument();
  });
});

describe('plainKeyAction', () => {
  it('reads Space, I and O by physical key, and nothing with a modifier held', () => {
    expect(plainKeyAction('Space', true)).toBe('toggle');
    expect(plainKeyAction('KeyI', true)).toBe('start');
    expect(plainKeyAction('KeyO', true)).toBe('end');
    expect(plainKeyAction('KeyI', false)).toBeNull();
    expect(plainKeyAction('KeyP', true)).toBeNull();
  });
});

describe('historyKey', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
    historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  it('reads Ctrl or ⌘ with Z as undo, with Shift (or Ctrl+Y) as redo, and nothing else', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
