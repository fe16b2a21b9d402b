import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId } from 'react';
import { cn } from '../../../../components/ui/cn';
import type { FigureChange } from '../model/figure-change';
import { formatChangeAmount } from '../model/format';

export type FigureCardProps = {
  title: string;
  /** The period's figure, formatted. */
  value: string;
  /** The previous period's figure, formatted. */
  previous: string;
  change: FigureChange;
  /** What the figure counts, when its title alone could be read two ways. */
  note?: string;
};

/** One figure of the period with its change against the previous period. */
export function FigureCard({ title, value, previous, change, note }: FigureCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-1 rounded-card border border-line bg-white p-4 shadow-xs"
    >
      <h2 id={titleId} className="text-sm font-medium text-muted">
        {title}
      </h2>
      <p className="text-lg font-semibold break-words text-ink tabular-nums sm:text-2xl">{value}</p>
      <ChangeLine change={change} />
      <p className="text-xs text-muted">{M.previousValue(previous)}</p>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
    </section>
  );
}

const TONES = { better: 'text-success', worse: 'text-danger' } as const;

/**
 * The arrow and the size of the change. The arrow is drawn for the eye; the words ("Up 12% on the previous
 * period (worse)") are what a screen reader says, so neither colour nor the arrow alone carries the meaning.
 */
function ChangeLine({ change }: { change: FigureChange }) {
  if (change.kind === 'none') return <p className="text-sm font-medium text-muted">{M.changeNone}</p>;
  if (change.kind === 'new')
    return (
      <p className="text-sm font-medium text-ink">
        <span aria-hidden="true">{M.changeNew}</span>
        <span className="sr-only">{M.changeNewLong}</span>
      </p>
    );
  const amount = formatChangeAmount(change.amount);
  const shown = change.unit === 'percent' ? `${amount}%` : `${amount} ${M.changePoints}`;
  const spoken = change.unit === 'percent' ? `${amount}%` : `${amount} ${M.changePointsLong}`;
  const word = change.kind === 'up' ? M.changeUp : M.changeDown;
  const verdict = change.verdict === 'better' ? M.changeBetter : M.changeWorse;
  return (
    <p className={cn('text-sm font-semibold', TONES[change.verdict])}>
      <span aria-hidden="true">{`${change.kind === 'up' ? '▲' : '▼'} ${shown}`}</span>
      <span className="sr-only">{`${word} ${spoken} ${M.changeOnPrevious} (${verdict})`}</span>
    </p>
  );
}
