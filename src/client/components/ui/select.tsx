import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { fieldClasses } from './input';

/** The browser's own select: keyboard, screen readers and phones handle it best. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 pr-8', className)} {...props} />;
}
