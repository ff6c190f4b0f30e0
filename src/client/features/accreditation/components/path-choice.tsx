import { toast } from 'sonner';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import type { LevelResult, PathId } from '@/shared/domain/accreditation/types';
import { useChoosePath } from '../api/accreditation';

/** Which ICF path the level is judged on, why, and — when more than one fits — the coach's choice. */
export function PathChoice({ level }: { level: LevelResult }) {
  const choose = useChoosePath();
  const path = level.path;
  if (!path) return null;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        <span className="font-semibold">{path.name}.</span> {path.reason}
      </p>
      {path.coveredByProgramme && <p className="mt-1 text-slate-700">{path.coveredByProgramme}</p>}
      {path.choices.length > 1 && (
        <div className="mt-2 max-w-xs">
          <FormField label={`Apply for ${level.name} on`}>
            <Select
              value={path.id}
              disabled={choose.isPending}
              onChange={(event) =>
                choose.mutate(
                  {
                    level: level.name as 'ACC' | 'PCC' | 'MCC',
                    input: { path: event.target.value as Exclude<PathId, 'standard'> },
                  },
                  { onError: () => toast.error('Error', { description: 'Could not save. Please try again.' }) },
                )
              }
            >
              {path.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      )}
    </div>
  );
}
