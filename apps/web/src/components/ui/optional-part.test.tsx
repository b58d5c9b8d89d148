import { lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OptionalPart } from './optional-part';

/** A page with its heading, the optional part, and what follows it. */
const page = (part: ReactNode) =>
  render(
    <main>
      <h1>Your cart</h1>
      <OptionalPart>{part}</OptionalPart>
      <p>After the part</p>
    </main>,
  );

// Test-only texts: the literal-text rule covers product components, not tests.
describe('OptionalPart', () => {
  it('shows the part once its code arrives', async () => {
    const Part = lazy(async () => ({ default: () => <p>Recommended for you</p> }));
    page(<Part />);
    expect(await screen.findByText('Recommended for you')).toBeTruthy();
  });

  it('leaves the page as it is when the part cannot load, instead of an error in its place', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    page(<Part />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(screen.getByText('After the part')).toBeTruthy();
    logged.mockRestore();
  });
});
