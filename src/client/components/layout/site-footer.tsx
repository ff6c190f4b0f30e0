import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white pb-24 sm:pb-20">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600">
        <p>© {new Date().getFullYear()} Coach Logbook</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to={paths.about} className="hover:text-slate-900">
            About
          </Link>
          <a href={paths.privacyPolicy} className="hover:text-slate-900">
            Privacy Policy
          </a>
          <a href={paths.terms} className="hover:text-slate-900">
            Terms of Service
          </a>
        </nav>
      </div>
    </footer>
  );
}
