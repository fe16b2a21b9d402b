import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, loadEveryPart } from './lazy-part';

type Props = { label: string };
const Bold = ({ label }: Props) => <b>{label}</b>;

function inFrame(Part: ComponentType<Props>, label: string) {
  return (
    <Suspense fallback={<i>loading</i>}>
      <Part label={label} />
    </Suspense>
  );
}

describe('a part loaded after the first paint (docs/decisions/135-first-screens-drawn-on-the-server.md)', () => {
  // First: loadEveryPart loads every part this file has made.
  it('draws at once, never its fallback, once its code is in', async () => {
    const Part = lazyPart(() => Promise.resolve(Bold));
    await loadEveryPart();
    const { container } = render(inFrame(Part, 'Dupatta'));
    expect(container.innerHTML).toBe('<b>Dupatta</b>');
  });

  it('draws nothing when its code cannot be fetched, and draws once the signal is back', async () => {
    let attempts = 0;
    const Part = lazyPart(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(Bold);
    });
    const { container } = render(
      <>
        <p>page</p>
        {inFrame(Part, 'Lehenga')}
      </>,
    );
    await act(async () => undefined);
    expect(container.innerHTML).toBe('<p>page</p>');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(container.innerHTML).toBe('<p>page</p><b>Lehenga</b>');
    expect(attempts).toBe(2);
  });

  it('keeps its elements when the page draws again after its code came', async () => {
    let answer: (component: ComponentType<Props>) => void = () => undefined;
    const Part = lazyPart(() => new Promise<ComponentType<Props>>((resolve) => (answer = resolve)));
    const { container, rerender } = render(inFrame(Part, 'Kurti'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer(Bold));
    const drawn = container.querySelector('b');
    expect(drawn?.textContent).toBe('Kurti');

    rerender(inFrame(Part, 'Saree'));
    expect(container.querySelector('b')).toBe(drawn);
    expect(drawn?.textContent).toBe('Saree');
  });
});
