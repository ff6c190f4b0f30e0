import type { WheelAssessment } from '@/shared/schemas/wheel-of-life';

interface WheelScoresTableProps {
  wheel: WheelAssessment;
  wheelLabel: string;
  compare?: WheelAssessment;
  compareLabel?: string;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The wheel's numbers: what a screen reader, a print-out and a careful reader use. */
export function WheelScoresTable({ wheel, wheelLabel, compare, compareLabel }: WheelScoresTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Wheel of Life scores</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Area
            </th>
            {compare && (
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {compareLabel}
              </th>
            )}
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {wheelLabel}
            </th>
            {compare && (
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Change
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {wheel.areas.map((area, index) => {
            const before = compare?.areas[index];
            return (
              <tr key={index}>
                <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                  {area.name}
                  {before && before.name !== area.name && <span className="text-slate-600"> (was {before.name})</span>}
                </th>
                {before && <td className="px-2 py-2 text-right tabular-nums">{before.score}</td>}
                <td className="px-2 py-2 text-right tabular-nums">{area.score}</td>
                {before && (
                  <td className="py-2 pl-2 text-right font-medium tabular-nums">{signed(area.score - before.score)}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
