// Measures a style's variants: npx tsx packages/art/test/report.ts <style> [filter] [seeds]
import { styles } from '../src/styles'
import { measure } from './measure'

const [styleId, filter = '', seeds = '1'] = process.argv.slice(2)
const style = styles.find((s) => s.id === styleId)
if (!style) throw new Error(`No style ${styleId}`)
for (const v of style.variants.filter((x) => x.key.includes(filter))) {
  for (let seed = 1; seed <= Number(seeds); seed++) {
    const m = await measure(v, seed)
    console.log(
      [
        v.key,
        seed,
        m.regions,
        `rep ${(m.repeated * 100).toFixed(1)}%`,
        `dE ${m.minDistance.toFixed(1)}`,
        `top ${(m.largestColourShare * 100).toFixed(0)}%`,
        `fam ${m.families.join(',')}`,
        `band ${(m.banded * 100).toFixed(0)}%`,
        m.subjectShare === undefined ? '' : `subj ${(m.subjectShare * 100).toFixed(0)}%`,
        m.closed ? '' : 'OPEN',
      ].join('  '),
    )
  }
}
