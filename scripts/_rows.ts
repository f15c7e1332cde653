import { datcEntries } from '../src/lib/datcCases';
import { rulePhases, publishedPhase } from '../src/lib/scenario';
import { rulePhaseBoard } from '../src/lib/phaseBoardRuling';
import { ordersText } from '../src/lib/boardRuling';
const ids = process.argv.slice(2);
for (const id of ids) {
  const e = datcEntries(id.split('.').slice(0,2).join('.')).find((x) => x.case.id === id)!;
  for (const p of rulePhases(e.scenario)) {
    const text = ordersText(p.orders);
    console.log(id, p.label, JSON.stringify(text));
    if (p.position.phase === 'movement') continue;
    const b = rulePhaseBoard({ position: p.position, text, rules: 'datc' });
    for (const r of b.rows) console.log('  ', JSON.stringify({ unit: r.unit, line: r.line, text: r.text, outcome: r.outcome, reading: r.reading, degree: r.degree, expl: r.explanation }));
  }
}
