/**
 * Every word a kit's PDF prints, in US English. `{name}` marks where a value goes. The other
 * languages (`languages.ts`) have the same keys and the same values in them.
 */
export const english = {
  documentTitle: 'Paint kit',
  previewHeading: 'Paint kit: the finished painting',
  previewLine: '{canvas} canvas, picture {picture}, {colours} colours {mode}',
  previewMix: 'mixed from {set}',
  previewRestrict: 'with the paints of {set}',
  legendHeading: 'Paint kit: legend',
  legendLine: '{canvas} canvas, {set}, {mode}',
  legendMix: 'mix mode: every colour mixed from the set',
  legendRestrict: 'restrict mode: every number is a paint of the set',
  amounts:
    'Amounts: area x {mlPerCm2} ml per cm² a coat (1 ml covers about {cm2PerMl} cm²); colours lighter than L* {lightL} get two coats,',
  amountsWhy:
    'so the printed lines do not show through (light over dark); rounded up to the next {step} ml.',
  share: '{percent}% of the area',
  twoCoats: '{ml} (2 coats)',
  mixName: 'Mix {number}',
  mix: 'Mix: {recipe}',
  mixParts: '= {parts}; the mix is {deltaE} CIEDE2000 from the colour asked for',
  alone: '{paint} alone',
  touch: 'a touch of {paint}',
  onePart: '1 part {paint}',
  parts: '{count} parts {paint}',
  paintsToHave: 'Paints to have from the set for all the mixes:',
  sheet:
    'Sheet {name} of A1-{last} (column {col} of {cols}, row {row} of {rows}): x {x}, y {y} from the top left; sheets overlap by {overlap} mm',
} as const

export type KitText = Readonly<Record<keyof typeof english, string>>

/** A sentence with its values put in: `fill('{n} ml', { n: 2 })` is "2 ml". */
export const fill = (sentence: string, values: Readonly<Record<string, string | number>> = {}) =>
  sentence.replace(/\{(\w+)\}/g, (hole, name: string) => String(values[name] ?? hole))
