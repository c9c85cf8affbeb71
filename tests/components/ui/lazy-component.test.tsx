import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent, lazyModule } from '../../../src/ui/lazy-module';

function Screen({ name }: { name: string }) {
  return <h1>{name} screen</h1>;
}

function page() {
  let arrive = (_module: { Screen: typeof Screen }) => {};
  const module = lazyModule(() => new Promise<{ Screen: typeof Screen }>((resolve) => (arrive = resolve)));
  return { module, arrive: () => arrive({ Screen }), Lazy: lazyComponent(module, (loaded) => loaded.Screen) };
}

const show = (Lazy: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading the screen</p>}>
      <Lazy name="Cluster" />
    </Suspense>,
  );

describe('lazyComponent: a screen loaded on demand', () => {
  it('renders at once, with no loader, when its module was preloaded', async () => {
    const { module, arrive, Lazy } = page();
    const loaded = module.load();
    arrive();
    await loaded;
    show(Lazy);
    // Synchronously: React.lazy would have shown the loader first, and held the screen back for 300 ms.
    expect(screen.getByRole('heading', { name: 'Cluster screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
  });

  it('shows the loader until a module that was not preloaded arrives', async () => {
    const { arrive, Lazy } = page();
    show(Lazy);
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Cluster screen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
  });
});
