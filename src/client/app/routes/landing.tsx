import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { MarketingBlock } from '@/client/components/marketing/marketing-block';

export function Component() {
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Your coaching logbook, ready for accreditation
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            Record clients, coaching sessions, supervision and CPD in seconds, and see how close you are to ICF ACC,
            PCC, MCC or your EMCC level.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.signup} className={buttonVariants()}>
              Sign up
            </Link>
            <Link to={paths.login} className={buttonVariants({ variant: 'secondary' })}>
              Sign in
            </Link>
          </div>
        </div>
      </section>
      <MarketingBlock />
    </>
  );
}
