import type { ReactNode } from 'react';
import { BookOpenCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';

/** The card of the sign-in, sign-up and verification pages: logo, title, text, content. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <BookOpenCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 className="pt-2 text-2xl font-bold text-slate-900">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
