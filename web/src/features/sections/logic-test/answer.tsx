import type { AnswerProps } from '../types';
import { ChoiceGroup } from '../common/choice-group';
import { logicParts, readLogicAnswers, setLogicAnswer } from './answers';

/** Each part with its questions; a question may come with a small table. */
export default function LogicTestAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  const current = readLogicAnswers(answers);
  let n = 0;
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      {logicParts(content).map((part) => (
        <section key={part.id} className="stack" aria-label={part.name}>
          <h2>{part.name}</h2>
          <div className="question-list">
            {part.items.map((item) => {
              n += 1;
              return (
                <ChoiceGroup
                  key={item.id}
                  legend={`${n}. ${item.text}`}
                  aside={
                    item.table && (
                      <table className="data-table">
                        <thead>
                          <tr>
                            {item.table.headers.map((h) => (
                              <th key={h}>{h}</th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {item.table.rows.map((row, r) => (
                            <tr key={r}>
                              {row.map((cell, c) => (
                                <td key={c}>{cell}</td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )
                  }
                  choices={(item.options ?? []).map((o) => ({ value: o.id, label: o.text }))}
                  value={current[part.id]?.[item.id]}
                  disabled={disabled}
                  onChange={(v) => onChange((a) => setLogicAnswer(readLogicAnswers(a), part.id, item.id, v))}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
