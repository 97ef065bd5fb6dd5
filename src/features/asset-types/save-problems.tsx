import { Plural, Trans } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { LayoutProblem } from './layout-validation';

type SaveProblemsProps = { problems: readonly LayoutProblem[]; onShow: (problem: LayoutProblem) => void };

/** Why a save did not go out, each problem naming its item and leading to it. The designer focuses it, which reads it. */
export const SaveProblems = forwardRef<HTMLDivElement, SaveProblemsProps>(function SaveProblems({ problems, onShow }, ref) {
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className="form-error save-problems" tabIndex={-1}>
      <p>
        <strong>
          <Plural value={problems.length} one="Not saved: fix this first." other="Not saved: fix these # problems first." />
        </strong>
      </p>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.itemUid}-${index}`}>
            {problem.message}{' '}
            {problem.itemUid && (
              <button type="button" className="button-link" onClick={() => onShow(problem)}>
                <Trans>Show</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
