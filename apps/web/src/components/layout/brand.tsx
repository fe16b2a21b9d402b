import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useShopConfig, useShopName } from '../../lib/shop-config';
import { cn } from '../ui/cn';
import { BrandMark } from './icons';

/** The shop's logo and name from GET /api/shop-config, linking home. */
export function Brand({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const logoUrl = useShopConfig().data?.logoUrl;
  const name = useShopName();
  // On the dark footer the dark tile of the mark needs an edge.
  const ring = tone === 'light' ? 'rounded-[10px] ring-1 ring-paper/25' : undefined;
  return (
    <Link to={paths.home.getHref()} className={cn('flex items-center gap-2.5', className)}>
      {logoUrl ? (
        <img src={logoUrl} alt="" width={36} height={36} className={cn('size-9 rounded-[10px] object-contain', ring)} />
      ) : (
        <BrandMark className={cn('size-9', ring)} />
      )}
      <span
        className={cn(
          'font-display text-[1.375rem] leading-none tracking-wide',
          tone === 'dark' ? 'text-ink' : 'text-paper',
        )}
      >
        {name}
      </span>
    </Link>
  );
}
