import { cn } from './cn';

export type SkeletonProps = { className?: string };

/** A shimmering placeholder block; size it with className (e.g. 'h-4 w-2/3'). Hidden from screen readers. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand motion-reduce:animate-none', className)} />
  );
}
