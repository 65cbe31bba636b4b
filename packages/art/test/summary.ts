// Measures one variant of each subject (or every variant) of a style and sums up:
// npx tsx packages/art/test/summary.ts <style> [every] [seed]
import { styles } from '../src/styles'
import { type Measured, measure } from './measure'

const [styleId, every = '', seedArg = '1'] = process.argv.slice(2)
const style = styles.find((s) => s.id === styleId)
if (!style) throw new Error(`No style ${styleId}`)
const seen = new Set<string>()
const rows: { key: string; difficulty: string; m: Measured }[] = []
for (const v of style.variants) {
  if (!every && seen.has(`${v.subject}-${v.difficulty}`)) continue
  seen.add(`${v.subject}-${v.difficulty}`)
  rows.push({ key: v.key, difficulty: v.difficulty, m: await measure(v, Number(seedArg)) })
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
for (const level of ['easy', 'medium', 'hard']) {
  const of = rows.filter((r) => r.difficulty === level)
  if (of.length === 0) continue
  const regions = of.map((r) => r.m.regions)
  const rep = of.map((r) => r.m.repeated)
  const subj = of.flatMap((r) => (r.m.subjectShare === undefined ? [] : [r.m.subjectShare]))
  console.log(
    `${style.id} ${level}: ${of.length} measured; regions ${Math.min(...regions)}-${Math.max(...regions)} (median ${median(regions)});`,
    `repeated median ${pct(median(rep))} worst ${pct(Math.max(...rep))};`,
    `min colour distance ${Math.min(...of.map((r) => r.m.minDistance)).toFixed(1)};`,
    `largest colour share worst ${pct(Math.max(...of.map((r) => r.m.largestColourShare)))};`,
    `banded median ${pct(median(of.map((r) => r.m.banded)))}`,
    subj.length
      ? `; subject share median ${pct(median(subj))} lowest ${pct(Math.min(...subj))}`
      : '',
  )
  for (const r of of)
    if (
      r.m.repeated > 0.25 ||
      (r.m.subjectShare ?? 1) < 1 / 3 ||
      r.m.minDistance < 4 ||
      r.m.largestColourShare > 0.25
    )
      console.log(
        `  outside a limit: ${r.key} regions ${r.m.regions} repeated ${pct(r.m.repeated)} subject ${r.m.subjectShare === undefined ? '-' : pct(r.m.subjectShare)} dE ${r.m.minDistance.toFixed(1)} top ${pct(r.m.largestColourShare)}`,
      )
}
