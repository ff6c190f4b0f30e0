/** The header row of a list table: the columns, then 'Actions' aligned right. */
export function TableHead({ headings, numeric = [] }: { headings: readonly string[]; numeric?: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {headings.map((heading) => (
          <th
            key={heading}
            scope="col"
            className={`px-4 py-3 font-semibold ${numeric.includes(heading) ? 'text-right' : ''}`}
          >
            {heading}
          </th>
        ))}
        <th scope="col" className="px-4 py-3 text-right font-semibold">
          Actions
        </th>
      </tr>
    </thead>
  );
}
