import { BACK_OFFICE_MESSAGES as M, SUMMARY_RANGES, type SummaryRange } from '@vastra/domain/back-office';
import { cn } from '../../../../components/ui/cn';

const LABELS: Record<SummaryRange, string> = {
  today: M.dashboardRangeToday,
  '7d': M.dashboardRange7d,
  '30d': M.dashboardRange30d,
};

/** Today / 7 days / 30 days: toggle buttons, the chosen one pressed. */
export function RangeSwitch({ value, onChange }: { value: SummaryRange; onChange: (range: SummaryRange) => void }) {
  return (
    <div
      role="group"
      aria-label={M.dashboardRange}
      className="inline-flex rounded-full border border-line bg-white p-1"
    >
      {SUMMARY_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'min-h-9 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 ' +
              'focus-visible:outline-offset-2 focus-visible:outline-accent',
            range === value ? 'bg-ink text-paper' : 'text-ink hover:bg-sand',
          )}
        >
          {LABELS[range]}
        </button>
      ))}
    </div>
  );
}
