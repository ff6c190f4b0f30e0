/** The heading of a page whose content arrives with its own feature. */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 first:px-0 first:py-0">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
    </div>
  );
}
