import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy';

const Page = () => <h1>The page</h1>;

describe('a preloadable lazy component', () => {
  it('renders at once, without its fallback, once its code has been loaded ahead', async () => {
    const { Component, preload } = preloadableLazy(async () => Page);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback and then the component when it renders before its code is loaded', async () => {
    const { Component } = preloadableLazy(async () => Page);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('asks for its code again after a failed load, and loads it once for many preloads', async () => {
    let calls = 0;
    const { preload } = preloadableLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the chunk was lost');
      return Page;
    });
    await expect(preload()).rejects.toThrow('the chunk was lost');
    await act(async () => {
      await Promise.all([preload(), preload()]);
    });
    expect(calls).toBe(2);
  });
});
